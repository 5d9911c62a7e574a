/**
 * A document this person may read but not change (issue 45: a translator on a Finnish page, an
 * editor on the company facts): the editor shows it in a disabled fieldset with the reason beside
 * it, and the parts a fieldset cannot disable (the rich text editor's editable area) ask this.
 */
import { createContext, useContext } from 'react'

export const ReadOnly = createContext(false)

export const useReadOnly = () => useContext(ReadOnly)
