import { defineSection } from '../define-section.js'

/** The page's opening: its h1 when first, and its picture the page's sharing image when the page names none. */
export default defineSection({
  type: 'hero',
  carriesPageTitle: true,
  pageImage: (section) => section.image,
  labels: {
    type: 'Pääkuva ja otsikko',
    description: 'Sivun avaus: iso otsikko, lyhyt teksti, kuva ja painikkeet.',
    fields: { title: { label: 'Pääotsikko', help: 'Sivun pääotsikko (h1).' }, highlights: 'Nostot' },
  },
})
