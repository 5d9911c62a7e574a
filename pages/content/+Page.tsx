import { useData } from 'vike-react/useData'
import type { Data } from './+data.js'
import { ContentPage } from '../../src/views/ContentPage.js'

export default function Page() {
  return <ContentPage view={useData<Data>()} />
}
