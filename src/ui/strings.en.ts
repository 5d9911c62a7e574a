/**
 * The English interface strings: the keys of src/ui/strings.fi.ts (the type
 * checks it), each a faithful translation of the Finnish.
 */
import type { ConsentStrings, ServerUiStrings, UiStrings } from './catalogue-type.js'
import { plural } from './plural.js'

const n = (count: number, one: string, other: string) => plural('en-GB', count, { one, other })

export const MAIN_ACTION = 'Free consultation'

export const COOKIE_CONSENT_UI: ConsentStrings = {
  title: 'This site uses cookies',
  text: 'We use necessary cookies to make the site work. We use analytics, marketing and functional cookies only if you accept them. You can change your choice or withdraw your consent at any time with the Cookie settings button at the bottom of the page.',
  acceptAll: 'Accept all',
  acceptNecessary: 'Necessary only',
  openSettings: 'Settings',
  settingsTitle: 'Cookie settings',
  settingsText:
    'Choose which cookies you allow. Necessary cookies are always on, because the site does not work without them.',
  save: 'Save choices',
  back: 'Back',
  alwaysOn: 'Always on',
  categories: {
    necessary: { label: 'Necessary', description: 'The basic functions of the site and storing your cookie choices.' },
    analytics: {
      label: 'Analytics',
      description: 'Visitor statistics (Google Analytics) that help us improve the site.',
    },
    marketing: { label: 'Marketing', description: 'Targeted advertising and measuring how well ads work.' },
    functional: { label: 'Functional', description: 'Extra features and remembering your choices.' },
  },
  floatingButton: 'Cookie settings',
  popupTitle: 'Cookie settings',
  popupText:
    'You can manage your cookie settings and withdraw your consent at any time. Changes take effect immediately.',
  changeSettings: 'Change settings',
  privacyPolicy: 'Privacy policy',
  withdraw: 'Withdraw consent',
  close: 'Close',
  saved: 'Cookie settings saved.',
}

export const UI: UiStrings = {
  skipToContent: 'Skip to content',
  breadcrumbs: { label: 'Breadcrumb', home: 'Home' },
  openingHours: { closed: 'closed' },
  taxDeduction: (rate, maxPerPerson, maxPerCouple, ownShare) =>
    `The household tax credit (kotitalousvähennys) is ${rate} of the labour cost, up to ${maxPerPerson} per person per year (${maxPerCouple} for a couple). The first ${ownShare} of the credit per person each year is not granted (the deductible, omavastuu).`,
  header: {
    actionBarLabel: 'Call or ask',
    homeLink: 'To the home page',
    mainNav: 'Main menu',
    openMenu: 'Menu',
    closeMenu: 'Close',
    email: 'Email',
    emailLabel: (email) => `Send an email to ${email}`,
    whatsapp: 'WhatsApp',
    whatsappLabel: 'Send a WhatsApp message (opens in a new tab)',
    consultation: MAIN_ACTION,
    call: 'Call',
    callLabel: (phone) => `Call ${phone}`,
  },
  footer: {
    contactHeading: 'Contact us',
    contactButton: MAIN_ACTION,
    servicesHeading: 'Services',
    citiesHeading: 'Service area',
    hoursHeading: 'Opening hours',
    addressesHeading: 'Offices',
    privacy: 'Privacy policy',
    rights: (year, brand) => `© ${year} ${brand}`,
    placeholderNotice: 'The contact details are example data.',
  },
  modal: {
    close: 'Close',
    consultationTitle: MAIN_ACTION,
    consultationIntro:
      'Tell us briefly about the job, and we will contact you within 24 hours to arrange a free site visit.',
  },
  actions: {
    call: (phone) => `Call ${phone}`,
    email: 'Send an email',
    whatsapp: 'WhatsApp',
    form: MAIN_ACTION,
  },
  faq: { defaultTitle: 'Frequently asked questions' },
  pricing: { service: 'Service', price: 'Price' },
  notFound: {
    title: 'Page not found',
    documentTitle: 'Page not found (404)',
    text: 'The page you are looking for does not exist or has moved. From here you can carry on:',
    links: [{ label: 'Home page', href: '/' }],
  },
  serverError: {
    title: 'Something went wrong',
    text: 'The page could not be shown. Please try again in a moment or contact us by phone.',
  },
  cookieConsent: COOKIE_CONSENT_UI,
  blog: { published: 'Published', category: 'Category', tags: 'Keywords', back: 'Back to the blog' },
  calculator: {
    formLabel: (title) => `${title}: options`,
    liveHint: 'The price estimate updates as soon as you change the options.',
    resultHeading: 'Price estimate',
    working: 'Calculating the estimate…',
    rangeNote: 'An indicative price. The final price including VAT is confirmed in a written quote.',
    rangeNoteVatIncluded: 'An indicative price, including VAT.',
    includesHeading: 'The estimate includes',
    excludesHeading: 'The estimate does not include',
    minimumApplied: (amount) => `The smallest job we invoice is ${amount}, so the estimate is at least that.`,
    taxHeading: 'Household tax credit (kotitalousvähennys)',
    taxEstimate: (a) =>
      `If labour is about ${a.share} of the price, you can get a household tax credit of ${a.upTo ? 'up to' : 'about'} ${a.range} (${a.rate} of the labour cost, after the deductible of ${a.ownShare}).`,
    taxNone: (ownShare) =>
      `A job this small leaves no household tax credit once the deductible (${ownShare}) is taken off.`,
    taxCapped: (max, couple) => `The credit is at most ${max} per person per year, ${couple} in total for a couple.`,
    finalPrice: 'The final price is set at a free site visit, after which you get a fixed-price quote.',
    requestButton: 'Send this estimate and book a free site visit',
    largerJobButton: 'Request a quote for a larger job',
    noEstimate: 'Correct the marked field to see a price estimate.',
    nothingSelected: 'Choose at least one job to see a price estimate.',
    unitSuffix: (unit) => `(${unit})`,
    range: (low, high) => `€${low}–${high.replace('€', '')}`,
    announce: (range) => `Price estimate ${range}`,
    summary: (a) =>
      `${[a.name, a.details].filter(Boolean).join(': ')}${a.details.endsWith('.') ? '' : '.'} Estimate ${a.range}${a.vatIncluded ? ' incl. VAT' : ''}.`,
    barLabel: 'Price estimate',
    summaryMore: 'etc.',
    problems: {
      required: (label) => `${label}: enter a number, for example 12.5.`,
      notANumber: (label) => `${label}: enter the number in digits only, for example 12.5.`,
      belowMin: (label, min) => `${label}: the smallest value is ${min}.`,
      aboveMax: (label, max) =>
        `${label}: the largest value in the calculator is ${max}. For a larger job, request a quote.`,
      unknownOption: (label) => `${label}: choose one of the options.`,
    },
  },
  examples: {
    defaultTitle: 'Work examples',
    filterLabel: 'Show work examples by category',
    all: 'All',
    showing: (count, category = '') => {
      const shown = `${count} ${n(count, 'work example', 'work examples')}`
      if (category) return `Showing ${shown}: ${category}`
      return count === 1 ? `Showing ${shown}` : `Showing all ${shown}`
    },
    categoryDescription: (category, count) =>
      `${category}: ${count} ${n(count, 'completed job', 'completed jobs')} – what was done, where and when, with photos. Each began with a free site visit.`,
    location: 'Location',
    duration: 'When',
    features: 'What was done',
    before: 'Before',
    after: 'After',
    service: 'Read more about the service',
    allLink: 'See all work examples',
  },
  language: { label: 'Language', noVersion: 'home page: this page is not in English' },
  compare: {
    before: 'Before',
    after: 'After',
    label: 'Compare the before and after photos',
    valueText: (before) => `Before photo shown ${before}%, after photo ${100 - before}%`,
  },
  reviews: {
    defaultTitle: 'What our customers say',
    rating: (value, best) => `Rating ${value}/${best}`,
    average: (value, count) => `Average ${value}/5 (${count} ${n(count, 'review', 'reviews')})`,
  },
  team: {
    defaultTitle: 'Our team',
    languages: 'Languages',
    placeholder: 'Example person – to be replaced by a real team member',
  },
  businessId: { label: 'Business ID' },
  blogList: {
    defaultTitle: 'Articles',
    allLink: 'All articles',
    empty: 'No articles have been published yet.',
  },
  contactInfo: {
    defaultTitle: 'Contact details',
    phone: 'Phone',
    email: 'Email',
    whatsapp: 'WhatsApp',
    whatsappLink: 'Send a WhatsApp message',
    hours: 'Opening hours',
    addresses: 'Offices',
    languages: 'We serve you in',
    newTab: ' (opens in a new tab)',
    mapLink: 'Show on map',
    mapLinkLabel: (address) => `Show on map: ${address}`,
  },
  contact: {
    wrongMath: 'Wrong answer to the maths question. Please try again.',
    wait: (seconds) => `Please wait ${seconds} ${n(seconds, 'second', 'seconds')} before sending another message.`,
    nameLength: (min, max) => `The name must be ${min}–${max} characters long.`,
    messageLength: (min, max) => `The message must be ${min}–${max} characters long.`,
    forbiddenContent: 'The message contains content that is not allowed.',
    sendFailed: 'Sending the message failed. Please try again.',
    networkFailed: 'Sending the message failed. Check your internet connection and try again.',
    sent: 'Message sent successfully! We will be in touch soon.',
    footerThanks: 'Thank you for contacting us! We will get back to you within 24 hours.',
    formLabel: 'Contact form',
    name: 'Name',
    email: 'Email',
    phone: 'Phone (optional)',
    message: 'Message',
    counter: (used, max) => `${used}/${max} characters, ${Math.max(max - used, 0)} left`,
    limitNear: (max) => `The message is nearing its maximum length (${max} characters).`,
    limitFull: (max) => `The message is at its maximum length (${max} characters): no more text can be added.`,
    limitCut: (dropped, max) =>
      `${dropped} ${n(dropped, 'character was', 'characters were')} left out of the message, because the maximum length is ${max} characters. Shorten the text or tell us the rest on the phone.`,
    thanksNext:
      'We will read your message and call you or reply by email. If needed, we will arrange a free site visit, after which you get a written quote.',
    newMessage: 'Write a new message',
    sentTitle: 'Message sent',
    errorTitle: 'Message not sent',
    math: (a, b) => `What is ${a} + ${b}?`,
    mathPending: 'Maths question',
    mathNeeded: 'One more step: answer the maths question and send the message again.',
    mathNoScript: 'The maths question is shown when you send the form.',
    calculatorChanged:
      'The price estimate does not match the calculator’s choices. Reload the page, work out the estimate again and send the message.',
    mathHint: 'Answer with a number. This is how we make sure the sender is not a robot.',
    honeypot: 'Leave this field empty',
    submit: 'Send message',
    submitting: 'Sending…',
    closeNotice: 'Close notice',
    badJson: 'The body of the request is not valid JSON.',
    badContentType:
      'The content type of the request must be application/json (or the form’s application/x-www-form-urlencoded).',
    tooLarge: 'The message is too large.',
    badPayload: 'The form’s data is missing or invalid. Check the fields and try again.',
    badEmail: 'Check the email address.',
    badPhone: (max) =>
      `A phone number may contain only digits, spaces and the characters + - ( ) . (at most ${max} characters).`,
    invalidCharacters: (where) =>
      `${where} there are characters that cannot be sent (control characters or characters that change the text direction; in the name, email and phone number also line breaks). Remove them and try again.`,
    fieldNames: {
      name: 'In the name',
      email: 'In the email address',
      phone: 'In the phone number',
      message: 'In the message',
      any: 'In the form’s fields',
    },
    badCharset:
      'The character set of the request is not supported: send the data in UTF-8 (application/json; charset=utf-8).',
    badContentEncoding:
      'The compression of the request (Content-Encoding) is not supported: send the data uncompressed.',
    methodNotAllowed: 'Only a POST request can be sent to this address.',
    accepted: 'Message received.',
  },
  booking: {
    title: 'Book a free site visit',
    intro:
      'Choose a time that suits you and we will come and look at the job. The visit is free and commits you to nothing, and afterwards you get a written quote.',
    street: 'Street address',
    postalCode: 'Postcode',
    city: 'Town or city',
    chooseDay: 'Choose a day',
    chooseTime: 'Choose a time',
    noTimes:
      'All times in the next two weeks are taken. Send us a message and we will agree a time that suits you by phone.',
    submit: 'Book the site visit',
    booked: (when) => `Your site visit is booked: ${when}. We have sent a confirmation to your email.`,
    slotTaken: 'Someone has just booked this time – please choose another',
    streetLength: (min, max) => `The street address must be ${min}–${max} characters long.`,
    cityLength: (min, max) => `The town or city must be ${min}–${max} characters long.`,
    badPostalCode: 'A Finnish postcode has five digits, for example 00100.',
    outsideArea:
      'This address is outside our service area (Uusimaa and South Karelia). Send us a message and we will see whether we can help anyway.',
    badTime: 'Choose a time from the list of free times.',
    fieldNames: { street: 'In the street address', postalCode: 'In the postcode', city: 'In the town or city' },
    postalFirst: 'Enter the postcode of the site to see the free times in your area.',
    loadingTimes: 'Loading the free times…',
    timesFailed:
      'The free times could not be loaded. Try again in a moment, or send a message and we will agree a time by phone.',
    showTimes: 'Show the free times',
    showTimesHint: 'On the next page you choose one of the free times.',
  },
  leadOrigin: {
    page: 'Page',
    calculator: 'Calculator',
    choices: 'Choices',
    estimate: 'Price estimate',
    formNote: 'The calculator’s choices are sent with the message:',
  },
}

/**
 * What only the server says (never in a browser chunk: src/ui/load-strings.ts takes the three exports above):
 * the booking e-mails and their invitation (src/booking/mail.ts), the Telegram message of a lead and
 * the plain-text HTTP answers.
 */
export const SERVER_UI: ServerUiStrings = {
  bookingMail: {
    greeting: (name) => `Hello ${name},`,
    when: 'Time',
    where: 'Address',
    contact: 'Contact',
    calendarNote: 'A calendar invitation is attached: open it to save the visit in your calendar.',
    manage: 'If the time does not suit you, you can move or cancel the visit without an account:',
    moveLink: 'Move the visit',
    cancelLink: 'Cancel the visit',
    questions: (phone) => `Any questions? Call ${phone} or reply to this email.`,
    signOff: 'Kind regards',
    confirmSubject: (when) => `Site visit booked: ${when}`,
    confirmText:
      'thank you for your booking! We will come and look at the job and tell you how best to do it. The visit is free and commits you to nothing, and afterwards you get a written quote.',
    confirmedSubject: (when) => `Site visit confirmed: ${when}`,
    confirmedText:
      'we confirm your site visit. We will come at the agreed time; if it no longer suits you, you can move or cancel it with the links below.',
    reminderSubject: (when) => `Reminder: your site visit is tomorrow, ${when}`,
    reminderText: 'this is a reminder of your site visit tomorrow. Here are the details again:',
    movedSubject: (when) => `Site visit moved: ${when}`,
    movedText: (before) => `your site visit has been moved to a new time. The earlier time was ${before}.`,
    cancelledSubject: (when) => `Site visit cancelled: ${when}`,
    cancelledByVisitorText: 'we have received your cancellation and removed the site visit from our calendar.',
    cancelledByCompanyText: 'unfortunately we have to cancel your site visit. We will contact you to agree a new time.',
    bookAgain: (url) => `You can book a new time whenever you like: ${url}`,
    eventSummary: (brand) => `Free site visit – ${brand}`,
    companyEventSummary: (name, city) => `Site visit: ${name}, ${city}`,
    companySubject: (kind, when, name) =>
      `${kind === 'booked' ? 'New site visit' : kind === 'moved' ? 'Site visit moved' : 'Site visit cancelled'}: ${when} – ${name}`,
    companyVisitor: 'Customer',
    companyMessage: 'Message',
    companyLanguage: 'Language',
    companyPerson: 'Visit made by',
    companyLead: 'Lead',
  },
  telegram: {
    heading: (id, when) => `New enquiry #${id} (${when})`,
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    language: 'Language',
    message: 'Message (in the sender’s own words)',
    possibleDuplicate: '(possible duplicate)',
    visit: 'Site visit',
    visitAddress: 'Visit address',
    stage: 'Stage',
  },
  visitPage: {
    cancelTitle: 'Cancelling your site visit',
    cancelQuestion: (when: string) => `Do you want to cancel your site visit (${when})?`,
    cancelled: 'Your site visit is cancelled. We have sent a confirmation to your email.',
    moveTitle: 'Moving your site visit',
    moveQuestion: (when: string) => `Your site visit is now booked for ${when}. Choose a new time:`,
    moved: (when: string) => `Your site visit has been moved to ${when}. We have sent a confirmation to your email.`,
    noTimes: 'There are no free times right now. Please call us and we will agree a time that suits you.',
    linkInvalid:
      'This link is no longer valid: the visit has already been moved, cancelled or held. Your latest email has the links that work.',
    bookTitle: 'Booking a site visit',
    backToSite: 'Back to the website',
  },
  visitSlots: {
    badDate: 'Dates (from, to) are written as YYYY-MM-DD, for example 2026-12-07.',
    badRange: 'The end of the range (to) cannot be before its start (from), and the range can be at most 31 days.',
    badArea: 'The area is uusimaa or etela-karjala.',
  },
  http: {
    badUrl: 'Invalid address: the address has wrongly encoded characters.',
    methodNotAllowed: 'Pages can only be fetched (GET or HEAD); this request method is not allowed.',
    apiMethodNotAllowed: 'The request method is not allowed at this address.',
    badRequest: 'Invalid request.',
    notFound: 'Page not found.',
    apiNotFound: 'API not found.',
    serverError: 'An error occurred in the service.',
    apiServerError: 'The request could not be processed.',
    shuttingDown: 'The service is restarting. Please try again in a moment.',
  },
}
