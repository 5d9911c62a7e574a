/**
 * The Ukrainian interface strings: the keys of src/ui/strings.fi.ts (the type
 * checks it), each a faithful translation of the Finnish. Plurals by
 * Intl.PluralRules (one, few, many, other).
 */
import type { ConsentStrings, ServerUiStrings, UiStrings } from './catalogue-type.js'
import { plural } from './plural.js'

const n = (count: number, one: string, few: string, many: string, other = few) =>
  plural('uk-UA', count, { one, few, many, other })
/** "символів" after "до N" / "не більше N" (genitive): "до 180 символів", "до 181 символу". */
const upTo = (max: number) => n(max, 'символу', 'символів', 'символів')

export const MAIN_ACTION = 'Безкоштовна консультація'

export const COOKIE_CONSENT_UI: ConsentStrings = {
  title: 'Сайт використовує файли cookie',
  text: 'Ми використовуємо необхідні файли cookie, щоб сайт працював. Аналітичні, маркетингові та функціональні cookie ми використовуємо, лише якщо ви їх приймете. Ви можете змінити свій вибір або відкликати згоду будь-коли кнопкою «Налаштування cookie» внизу сторінки.',
  acceptAll: 'Прийняти всі',
  acceptNecessary: 'Лише необхідні',
  openSettings: 'Налаштування',
  settingsTitle: 'Налаштування cookie',
  settingsText:
    'Виберіть, які файли cookie ви дозволяєте. Необхідні cookie увімкнені завжди, бо без них сайт не працює.',
  save: 'Зберегти вибір',
  back: 'Назад',
  alwaysOn: 'Завжди увімкнені',
  categories: {
    necessary: { label: 'Необхідні', description: 'Основні функції сайту та збереження вашого вибору cookie.' },
    analytics: {
      label: 'Аналітика',
      description: 'Статистика відвідувань (Google Analytics), яка допомагає нам покращувати сайт.',
    },
    marketing: { label: 'Маркетинг', description: 'Таргетування реклами та вимірювання її ефективності.' },
    functional: { label: 'Функціональні', description: 'Додаткові функції та запам’ятовування вашого вибору.' },
  },
  floatingButton: 'Налаштування cookie',
  popupTitle: 'Налаштування cookie',
  popupText: 'Ви можете керувати налаштуваннями cookie та відкликати згоду будь-коли. Зміни набувають чинності одразу.',
  changeSettings: 'Змінити налаштування',
  privacyPolicy: 'Політика конфіденційності',
  withdraw: 'Відкликати згоду',
  close: 'Закрити',
  saved: 'Налаштування cookie збережено.',
}

export const UI: UiStrings = {
  skipToContent: 'Перейти до вмісту',
  breadcrumbs: { label: 'Навігаційний ланцюжок', home: 'Головна' },
  openingHours: { closed: 'зачинено' },
  taxDeduction: (rate, maxPerPerson, maxPerCouple, ownShare) =>
    `Податкова знижка на побутові послуги (kotitalousvähennys) становить ${rate} від вартості роботи, але не більше ${maxPerPerson} на особу на рік (для пари — ${maxPerCouple}). Перші ${ownShare} на рік кожна особа сплачує сама: ця сума не компенсується.`,
  header: {
    actionBarLabel: 'Зателефонувати або написати',
    homeLink: 'На головну',
    mainNav: 'Головне меню',
    openMenu: 'Меню',
    closeMenu: 'Закрити',
    email: 'Ел. пошта',
    emailLabel: (email) => `Написати на ${email}`,
    whatsapp: 'WhatsApp',
    whatsappLabel: 'Написати у WhatsApp (відкриється в новій вкладці)',
    consultation: MAIN_ACTION,
    call: 'Зателефонувати',
    callLabel: (phone) => `Зателефонувати ${phone}`,
  },
  footer: {
    contactHeading: 'Зв’яжіться з нами',
    contactButton: MAIN_ACTION,
    servicesHeading: 'Послуги',
    citiesHeading: 'Де ми працюємо',
    hoursHeading: 'Години роботи',
    addressesHeading: 'Офіси',
    privacy: 'Політика конфіденційності',
    rights: (year, brand) => `© ${year} ${brand}`,
    placeholderNotice: 'Контактні дані наведено для прикладу.',
  },
  modal: {
    close: 'Закрити',
    consultationTitle: MAIN_ACTION,
    consultationIntro:
      'Коротко опишіть об’єкт, і ми зв’яжемося з вами протягом 24 годин, щоб домовитися про безкоштовний виїзд на об’єкт.',
  },
  actions: {
    call: (phone) => `Зателефонувати ${phone}`,
    email: 'Написати листа',
    whatsapp: 'WhatsApp',
    form: MAIN_ACTION,
  },
  faq: { defaultTitle: 'Часті запитання' },
  pricing: { service: 'Послуга', price: 'Ціна' },
  notFound: {
    title: 'Сторінку не знайдено',
    documentTitle: 'Сторінку не знайдено (404)',
    text: 'Сторінки, яку ви шукаєте, не існує, або її переміщено. Звідси можна продовжити:',
    links: [{ label: 'Головна', href: '/' }],
  },
  serverError: {
    title: 'Щось пішло не так',
    text: 'Не вдалося показати сторінку. Спробуйте ще раз трохи згодом або зателефонуйте нам.',
  },
  cookieConsent: COOKIE_CONSENT_UI,
  blog: { published: 'Опубліковано', category: 'Категорія', tags: 'Ключові слова', back: 'Назад до блогу' },
  calculator: {
    formLabel: (title) => `${title}: параметри`,
    liveHint: 'Розрахунок оновлюється одразу, щойно ви змінюєте параметри.',
    resultHeading: 'Орієнтовна вартість',
    working: 'Рахуємо вартість…',
    rangeNote: 'Орієнтовна ціна. Остаточну ціну з ПДВ буде зафіксовано в письмовому кошторисі.',
    rangeNoteVatIncluded: 'Орієнтовна ціна, включно з ПДВ.',
    includesHeading: 'Розрахунок включає',
    excludesHeading: 'Розрахунок не включає',
    minimumApplied: (amount) => `Мінімальна вартість замовлення — ${amount}, тому розрахунок не менший за цю суму.`,
    taxHeading: 'Податкова знижка на побутові послуги (kotitalousvähennys)',
    taxEstimate: (a) =>
      `Якщо на роботу припадає близько ${a.share} ціни, податкова знижка може скласти ${a.upTo ? 'до' : 'близько'} ${a.range} (${a.rate} від вартості роботи; перші ${a.ownShare} на рік не компенсуються).`,
    taxNone: (ownShare) => `З такої невеликої роботи знижки не буде: перші ${ownShare} на рік не компенсуються.`,
    taxCapped: (max, couple) => `Знижка становить не більше ${max} на особу на рік, для пари — не більше ${couple}.`,
    finalPrice:
      'Остаточну ціну ми назвемо після безкоштовного виїзду на об’єкт: ви отримаєте кошторис із фіксованою ціною.',
    requestButton: 'Надіслати розрахунок і замовити безкоштовний виїзд на об’єкт',
    largerJobButton: 'Замовити кошторис на великий об’єкт',
    noEstimate: 'Виправте позначене поле, щоб побачити орієнтовну вартість.',
    nothingSelected: 'Виберіть хоча б одну роботу, щоб побачити орієнтовну вартість.',
    unitSuffix: (unit) => `(${unit})`,
    range: (low, high) => `${low}–${high}`,
    announce: (range) => `Орієнтовна вартість ${range}`,
    summary: (a) =>
      `${[a.name, a.details].filter(Boolean).join(': ')}${a.details.endsWith('.') ? '' : '.'} Орієнтовна вартість ${a.range}${a.vatIncluded ? ' з ПДВ' : ''}.`,
    barLabel: 'Орієнтовна вартість',
    summaryMore: 'тощо',
    problems: {
      required: (label) => `${label}: введіть число, наприклад 12,5.`,
      notANumber: (label) => `${label}: введіть лише число цифрами, наприклад 12,5.`,
      belowMin: (label, min) => `${label}: найменше значення — ${min}.`,
      aboveMax: (label, max) =>
        `${label}: найбільше значення в калькуляторі — ${max}. Для великого об’єкта замовте кошторис.`,
      unknownOption: (label) => `${label}: виберіть один із варіантів.`,
    },
  },
  examples: {
    defaultTitle: 'Приклади робіт',
    filterLabel: 'Показати приклади робіт за категорією',
    all: 'Усі',
    showing: (count, category = '') => {
      const shown = `${count} ${n(count, 'приклад', 'приклади', 'прикладів')}`
      if (category) return `Показано ${shown}: ${category}`
      return count === 1 ? `Показано ${shown}` : `Показано всі ${shown}`
    },
    categoryDescription: (category, count) =>
      `${category}: ${count} ${n(count, 'виконана робота', 'виконані роботи', 'виконаних робіт')} — що зроблено, де й коли, з фотографіями. Кожна почалася з безкоштовного виїзду на об’єкт.`,
    location: 'Об’єкт',
    duration: 'Терміни',
    features: 'Що зроблено',
    before: 'До',
    after: 'Після',
    service: 'Докладніше про послугу',
    allLink: 'Усі приклади робіт',
  },
  language: { label: 'Мова', noVersion: 'головна: цієї сторінки немає українською' },
  compare: {
    before: 'До',
    after: 'Після',
    label: 'Порівняти фото до і після',
    valueText: (before) => `Фото «до» видно на ${before}%, фото «після» — на ${100 - before}%`,
  },
  reviews: {
    defaultTitle: 'Відгуки клієнтів',
    rating: (value, best) => `Оцінка ${String(value).replace('.', ',')}/${best}`,
    average: (value, count) => `Середня оцінка ${value}/5 (${count} ${n(count, 'відгук', 'відгуки', 'відгуків')})`,
  },
  team: {
    defaultTitle: 'Наша команда',
    languages: 'Мови',
    placeholder: 'Приклад працівника — буде замінено справжнім членом команди',
  },
  businessId: { label: 'Реєстраційний номер компанії' },
  blogList: { defaultTitle: 'Статті', allLink: 'Усі статті', empty: 'Статей поки немає.' },
  contactInfo: {
    defaultTitle: 'Контакти',
    phone: 'Телефон',
    email: 'Ел. пошта',
    whatsapp: 'WhatsApp',
    whatsappLink: 'Написати у WhatsApp',
    hours: 'Години роботи',
    addresses: 'Офіси',
    languages: 'Мови обслуговування',
    newTab: ' (відкриється в новій вкладці)',
    mapLink: 'Показати на мапі',
    mapLinkLabel: (address) => `Показати на мапі: ${address}`,
  },
  contact: {
    wrongMath: 'Неправильна відповідь на математичне запитання. Спробуйте ще раз.',
    wait: (seconds) =>
      `Зачекайте ${seconds} ${n(seconds, 'секунду', 'секунди', 'секунд')} перед надсиланням наступного повідомлення.`,
    nameLength: (min, max) => `Ім’я має містити від ${min} до ${max} ${upTo(max)}.`,
    messageLength: (min, max) => `Повідомлення має містити від ${min} до ${max} ${upTo(max)}.`,
    forbiddenContent: 'Повідомлення містить недозволений вміст.',
    sendFailed: 'Не вдалося надіслати повідомлення. Спробуйте ще раз.',
    networkFailed: 'Не вдалося надіслати повідомлення. Перевірте підключення до інтернету та спробуйте ще раз.',
    sent: 'Повідомлення успішно надіслано! Ми незабаром зв’яжемося з вами.',
    footerThanks: 'Дякуємо за звернення! Ми зв’яжемося з вами протягом 24 годин.',
    formLabel: 'Форма зворотного зв’язку',
    name: 'Ім’я',
    email: 'Ел. пошта',
    phone: 'Телефон (необов’язково)',
    message: 'Повідомлення',
    counter: (used, max) => `${used}/${max} символів, залишилося ${Math.max(max - used, 0)}`,
    limitNear: (max) => `Повідомлення наближається до максимальної довжини (${max} символів).`,
    limitFull: (max) => `Повідомлення досягло максимальної довжини (${max} символів): більше тексту додати не можна.`,
    limitCut: (dropped, max) =>
      `До повідомлення не ввійшло ${dropped} ${n(dropped, 'символ', 'символи', 'символів')}, бо максимальна довжина — ${max} символів. Скоротіть текст або розкажіть решту телефоном.`,
    thanksNext:
      'Ми прочитаємо ваше повідомлення й зателефонуємо або відповімо електронною поштою. За потреби домовимося про безкоштовний виїзд на об’єкт, після якого ви отримаєте письмовий кошторис.',
    newMessage: 'Написати нове повідомлення',
    sentTitle: 'Повідомлення надіслано',
    errorTitle: 'Повідомлення не надіслано',
    math: (a, b) => `Скільки буде ${a} + ${b}?`,
    mathPending: 'Математичне запитання',
    mathNeeded: 'Залишилося відповісти на математичне запитання й надіслати повідомлення ще раз.',
    mathNoScript: 'Математичне запитання з’явиться після надсилання форми.',
    calculatorChanged:
      'Орієнтовна вартість не відповідає вибору в калькуляторі. Оновіть сторінку, розрахуйте вартість знову й надішліть повідомлення.',
    mathHint: 'Відповідайте числом. Так ми перевіряємо, що відправник не робот.',
    honeypot: 'Залиште це поле порожнім',
    submit: 'Надіслати повідомлення',
    submitting: 'Надсилання…',
    closeNotice: 'Закрити сповіщення',
    badJson: 'Вміст запиту не є коректним JSON.',
    badContentType: 'Тип вмісту запиту має бути application/json (або application/x-www-form-urlencoded форми).',
    tooLarge: 'Повідомлення завелике.',
    badPayload: 'Дані форми неповні або неправильні. Перевірте поля та спробуйте ще раз.',
    badEmail: 'Перевірте адресу електронної пошти.',
    badPhone: (max) =>
      `Номер телефону може містити лише цифри, пробіли та символи + - ( ) . (не більше ${max} ${upTo(max)}).`,
    invalidCharacters: (where) =>
      `${where} є символи, які не можна надіслати (керівні символи або символи, що змінюють напрямок тексту; в імені, адресі пошти й номері телефону також розриви рядків). Видаліть їх і спробуйте ще раз.`,
    fieldNames: {
      name: 'В імені',
      email: 'В адресі електронної пошти',
      phone: 'У номері телефону',
      message: 'У повідомленні',
      any: 'У полях форми',
    },
    badCharset: 'Кодування запиту не підтримується: надішліть дані в UTF-8 (application/json; charset=utf-8).',
    badContentEncoding: 'Стиснення запиту (Content-Encoding) не підтримується: надішліть дані без стиснення.',
    methodNotAllowed: 'На цю адресу можна надіслати лише POST-запит.',
    accepted: 'Повідомлення отримано.',
  },
  booking: {
    title: 'Замовити безкоштовний виїзд на об’єкт',
    intro:
      'Оберіть зручний час, і ми приїдемо подивитися об’єкт. Виїзд безкоштовний і ні до чого не зобов’язує, а після нього ви отримаєте письмовий кошторис.',
    street: 'Вулиця й будинок',
    postalCode: 'Поштовий індекс',
    city: 'Населений пункт',
    chooseDay: 'Оберіть день',
    chooseTime: 'Оберіть час',
    noTimes: 'На найближчі два тижні вільного часу немає. Напишіть нам, і ми домовимося про зручний час телефоном.',
    submit: 'Замовити виїзд',
    booked: (when) => `Виїзд на об’єкт замовлено: ${when}. Ми надіслали підтвердження на вашу пошту.`,
    slotTaken: 'Цей час щойно зайняли — оберіть інший',
    streetLength: (min, max) => `Адреса має містити від ${min} до ${max} ${upTo(max)}.`,
    cityLength: (min, max) => `Назва населеного пункту має містити від ${min} до ${max} ${upTo(max)}.`,
    badPostalCode: 'Поштовий індекс у Фінляндії складається з п’яти цифр, наприклад 00100.',
    outsideArea:
      'Ця адреса поза районом нашої роботи (Уусімаа й Південна Карелія). Напишіть нам, і ми подивимося, чи зможемо все ж допомогти.',
    badTime: 'Оберіть час зі списку вільних.',
    fieldNames: { street: 'В адресі', postalCode: 'У поштовому індексі', city: 'У назві населеного пункту' },
    postalFirst: 'Введіть поштовий індекс об’єкта, щоб побачити вільний час у вашому районі.',
    loadingTimes: 'Завантажуємо вільний час…',
    timesFailed:
      'Не вдалося завантажити вільний час. Спробуйте трохи пізніше або напишіть нам, і ми домовимося про час телефоном.',
    showTimes: 'Показати вільний час',
    showTimesHint: 'На наступній сторінці ви оберете час із вільних.',
  },
  leadOrigin: {
    page: 'Сторінка',
    calculator: 'Калькулятор',
    choices: 'Вибір',
    estimate: 'Орієнтовна вартість',
    formNote: 'Вибір у калькуляторі надсилається разом із повідомленням:',
  },
}

/**
 * What only the server says (never in a browser chunk: src/ui/load-strings.ts takes the three exports above):
 * the booking e-mails and their invitation (src/booking/mail.ts), the Telegram message of a lead and
 * the plain-text HTTP answers.
 */
export const SERVER_UI: ServerUiStrings = {
  bookingMail: {
    greeting: (name) => `Вітаємо, ${name}!`,
    when: 'Час',
    where: 'Адреса',
    contact: 'Контакти',
    calendarNote: 'У вкладенні запрошення до календаря: відкрийте його, і виїзд збережеться у вашому календарі.',
    manage: 'Якщо час не підходить, ви можете перенести або скасувати виїзд без реєстрації:',
    moveLink: 'Перенести виїзд',
    cancelLink: 'Скасувати виїзд',
    questions: (phone) => `Маєте запитання? Зателефонуйте за номером ${phone} або відповідайте на цей лист.`,
    signOff: 'З повагою',
    confirmSubject: (when) => `Виїзд на об’єкт замовлено: ${when}`,
    confirmText:
      'дякуємо за замовлення! Ми приїдемо, подивимося об’єкт і розповімо, як найкраще виконати роботу. Виїзд безкоштовний і ні до чого не зобов’язує, а після нього ви отримаєте письмовий кошторис.',
    confirmedSubject: (when) => `Виїзд на об’єкт підтверджено: ${when}`,
    confirmedText:
      'підтверджуємо ваш виїзд на об’єкт. Ми приїдемо в домовлений час; якщо він вам більше не підходить, перенесіть або скасуйте виїзд за посиланнями нижче.',
    reminderSubject: (when) => `Нагадування: виїзд на об’єкт завтра, ${when}`,
    reminderText: 'нагадуємо про завтрашній виїзд на об’єкт. Ще раз усі дані:',
    movedSubject: (when) => `Виїзд перенесено: ${when}`,
    movedText: (before) => `ваш виїзд на об’єкт перенесено на новий час. Попередній час: ${before}.`,
    cancelledSubject: (when) => `Виїзд скасовано: ${when}`,
    cancelledByVisitorText: 'ми отримали ваше скасування й прибрали виїзд на об’єкт із нашого календаря.',
    cancelledByCompanyText:
      'на жаль, нам доводиться скасувати ваш виїзд на об’єкт. Ми зв’яжемося з вами, щоб домовитися про новий час.',
    bookAgain: (url) => `Новий час можна обрати будь-коли: ${url}`,
    eventSummary: (brand) => `Безкоштовний виїзд на об’єкт — ${brand}`,
    companyEventSummary: (name, city) => `Виїзд на об’єкт: ${name}, ${city}`,
    companySubject: (kind, when, name) =>
      `${kind === 'booked' ? 'Новий виїзд' : kind === 'moved' ? 'Виїзд перенесено' : 'Виїзд скасовано'}: ${when} — ${name}`,
    companyVisitor: 'Клієнт',
    companyMessage: 'Повідомлення',
    companyLanguage: 'Мова',
    companyPerson: 'Виїжджає',
    companyLead: 'Звернення',
  },
  telegram: {
    heading: (id, when) => `Нове звернення #${id} (${when})`,
    name: 'Ім’я',
    email: 'Ел. пошта',
    phone: 'Телефон',
    language: 'Мова',
    message: 'Повідомлення (словами відправника)',
    possibleDuplicate: '(можливий дублікат)',
    visit: 'Виїзд на об’єкт',
    visitAddress: 'Адреса об’єкта',
    stage: 'Етап',
  },
  visitPage: {
    cancelTitle: 'Скасування виїзду на об’єкт',
    cancelQuestion: (when: string) => `Ви хочете скасувати виїзд на об’єкт (${when})?`,
    cancelled: 'Виїзд на об’єкт скасовано. Ми надіслали підтвердження на вашу електронну пошту.',
    moveTitle: 'Перенесення виїзду на об’єкт',
    moveQuestion: (when: string) => `Зараз виїзд на об’єкт призначено на ${when}. Оберіть новий час:`,
    moved: (when: string) =>
      `Виїзд на об’єкт перенесено: ${when}. Ми надіслали підтвердження на вашу електронну пошту.`,
    noTimes: 'Зараз вільного часу немає. Зателефонуйте нам, і ми домовимося про зручний час.',
    linkInvalid:
      'Посилання більше не діє: виїзд уже перенесено, скасовано або він відбувся. Чинні посилання — в останньому листі.',
    bookTitle: 'Запис на виїзд на об’єкт',
    backToSite: 'Повернутися на сайт',
  },
  visitSlots: {
    badDate: 'Дати (from, to) записуються у вигляді РРРР-ММ-ДД, наприклад 2026-12-07.',
    badRange: 'Кінець періоду (to) не може бути раніше за початок (from), а період може тривати щонайбільше 31 день.',
    badArea: 'Регіон (area) — uusimaa або etela-karjala.',
  },
  http: {
    badUrl: 'Неправильна адреса: в адресі неправильно закодовані символи.',
    methodNotAllowed: 'Сторінки можна лише запитувати (GET або HEAD); цей метод запиту не дозволено.',
    apiMethodNotAllowed: 'Цей метод запиту не дозволено за цією адресою.',
    badRequest: 'Неправильний запит.',
    notFound: 'Сторінку не знайдено.',
    apiNotFound: 'Інтерфейс не знайдено.',
    serverError: 'У роботі сервісу сталася помилка.',
    apiServerError: 'Не вдалося обробити запит.',
    shuttingDown: 'Сервіс перезапускається. Спробуйте ще раз трохи згодом.',
  },
}
