/**
 * The Russian interface strings: the keys of src/ui/strings.fi.ts (the type
 * checks it), each a faithful translation of the Finnish. Plurals by
 * Intl.PluralRules (one, few, many, other).
 */
import type { ConsentStrings, ServerUiStrings, UiStrings } from './catalogue-type.js'
import { plural } from './plural.js'

const n = (count: number, one: string, few: string, many: string, other = few) =>
  plural('ru-RU', count, { one, few, many, other })
/** "символов" after "до N" / "не более N" (genitive): "до 180 символов", "до 181 символа". */
const upTo = (max: number) => n(max, 'символа', 'символов', 'символов')

export const MAIN_ACTION = 'Бесплатная консультация'

export const COOKIE_CONSENT_UI: ConsentStrings = {
  title: 'Сайт использует файлы cookie',
  text: 'Мы используем необходимые файлы cookie, чтобы сайт работал. Аналитические, маркетинговые и функциональные cookie мы используем, только если вы их примете. Вы можете изменить свой выбор или отозвать согласие в любое время кнопкой «Настройки cookie» внизу страницы.',
  acceptAll: 'Принять все',
  acceptNecessary: 'Только необходимые',
  openSettings: 'Настройки',
  settingsTitle: 'Настройки cookie',
  settingsText:
    'Выберите, какие файлы cookie вы разрешаете. Необходимые cookie включены всегда, потому что без них сайт не работает.',
  save: 'Сохранить выбор',
  back: 'Назад',
  alwaysOn: 'Всегда включены',
  categories: {
    necessary: { label: 'Необходимые', description: 'Основные функции сайта и сохранение вашего выбора cookie.' },
    analytics: {
      label: 'Аналитика',
      description: 'Статистика посещений (Google Analytics), которая помогает нам улучшать сайт.',
    },
    marketing: { label: 'Маркетинг', description: 'Таргетинг рекламы и измерение её эффективности.' },
    functional: { label: 'Функциональные', description: 'Дополнительные функции и запоминание вашего выбора.' },
  },
  floatingButton: 'Настройки cookie',
  popupTitle: 'Настройки cookie',
  popupText:
    'Вы можете управлять настройками cookie и отозвать согласие в любое время. Изменения вступают в силу сразу.',
  changeSettings: 'Изменить настройки',
  privacyPolicy: 'Политика конфиденциальности',
  withdraw: 'Отозвать согласие',
  close: 'Закрыть',
  saved: 'Настройки cookie сохранены.',
}

export const UI: UiStrings = {
  skipToContent: 'Перейти к содержимому',
  breadcrumbs: { label: 'Навигационная цепочка', home: 'Главная' },
  openingHours: { closed: 'закрыто' },
  taxDeduction: (rate, maxPerPerson, maxPerCouple, ownShare) =>
    `Налоговый вычет за бытовые услуги (kotitalousvähennys) составляет ${rate} от стоимости работы, но не более ${maxPerPerson} на человека в год (для пары — ${maxPerCouple}). Первые ${ownShare} вычета в год на каждого человека не возмещаются (omavastuu).`,
  header: {
    actionBarLabel: 'Позвонить или написать',
    homeLink: 'На главную',
    mainNav: 'Главное меню',
    openMenu: 'Меню',
    closeMenu: 'Закрыть',
    email: 'Эл. почта',
    emailLabel: (email) => `Написать на ${email}`,
    whatsapp: 'WhatsApp',
    whatsappLabel: 'Написать в WhatsApp (откроется в новой вкладке)',
    consultation: MAIN_ACTION,
    call: 'Позвонить',
    callLabel: (phone) => `Позвонить ${phone}`,
  },
  footer: {
    contactHeading: 'Свяжитесь с нами',
    contactButton: MAIN_ACTION,
    servicesHeading: 'Услуги',
    citiesHeading: 'Где мы работаем',
    hoursHeading: 'Часы работы',
    addressesHeading: 'Офисы',
    privacy: 'Политика конфиденциальности',
    rights: (year, brand) => `© ${year} ${brand}`,
    placeholderNotice: 'Контактные данные приведены для примера.',
  },
  modal: {
    close: 'Закрыть',
    consultationTitle: MAIN_ACTION,
    consultationIntro:
      'Коротко опишите объект, и мы свяжемся с вами в течение 24 часов, чтобы договориться о бесплатном выезде на объект.',
  },
  actions: {
    call: (phone) => `Позвонить ${phone}`,
    email: 'Написать письмо',
    whatsapp: 'WhatsApp',
    form: MAIN_ACTION,
  },
  faq: { defaultTitle: 'Частые вопросы' },
  pricing: { service: 'Услуга', price: 'Цена' },
  notFound: {
    title: 'Страница не найдена',
    documentTitle: 'Страница не найдена (404)',
    text: 'Страницы, которую вы ищете, не существует, или она перемещена. Отсюда можно продолжить:',
    links: [{ label: 'Главная', href: '/' }],
  },
  serverError: {
    title: 'Что-то пошло не так',
    text: 'Не удалось показать страницу. Попробуйте ещё раз чуть позже или позвоните нам.',
  },
  cookieConsent: COOKIE_CONSENT_UI,
  blog: { published: 'Опубликовано', category: 'Категория', tags: 'Теги', back: 'Назад в блог' },
  calculator: {
    formLabel: (title) => `${title}: параметры`,
    liveHint: 'Расчёт обновляется сразу, как только вы меняете параметры.',
    resultHeading: 'Примерная стоимость',
    working: 'Считаем стоимость…',
    rangeNote: 'Ориентировочная цена. Окончательная цена с НДС фиксируется в письменной смете.',
    rangeNoteVatIncluded: 'Ориентировочная цена, включая НДС.',
    includesHeading: 'В расчёт входит',
    excludesHeading: 'В расчёт не входит',
    minimumApplied: (amount) => `Минимальная стоимость заказа — ${amount}, поэтому расчёт не ниже этой суммы.`,
    taxHeading: 'Вычет за бытовые услуги (kotitalousvähennys)',
    taxEstimate: (a) =>
      // One figure that is not "up to" is the cap reached at both ends of the range: "до 1 600 €", never "около".
      `Если стоимость работы составляет около ${a.share} цены, вы можете получить вычет за бытовые услуги ${a.upTo || !a.range.includes('–') ? 'до' : 'около'} ${a.range} (${a.rate} от стоимости работы; первые ${a.ownShare} вычета в год не возмещаются).`,
    taxNone: (ownShare) => `С такой небольшой работы вычета не будет: первые ${ownShare} вычета в год не возмещаются.`,
    taxCapped: (max, couple) => `Вычет составляет не более ${max} на человека в год, для пары — не более ${couple}.`,
    finalPrice:
      'Окончательную цену мы назовём после бесплатного выезда на объект: вы получите смету с фиксированной ценой.',
    requestButton: 'Отправить расчёт и заказать бесплатный выезд на объект',
    largerJobButton: 'Запросить смету на крупный объект',
    noEstimate: 'Исправьте отмеченное поле, чтобы увидеть примерную стоимость.',
    nothingSelected: 'Выберите хотя бы одну работу, чтобы увидеть примерную стоимость.',
    unitSuffix: (unit) => `(${unit})`,
    range: (low, high) => `${low}–${high}`,
    announce: (range) => `Примерная стоимость ${range}`,
    summary: (a) =>
      `${[a.name, a.details].filter(Boolean).join(': ')}${a.details.endsWith('.') ? '' : '.'} Примерная стоимость ${a.range}${a.vatIncluded ? ' с НДС' : ''}.`,
    barLabel: 'Примерная стоимость',
    summaryMore: 'и др.',
    problems: {
      required: (label) => `${label}: введите число, например 12,5.`,
      notANumber: (label) => `${label}: введите только число цифрами, например 12,5.`,
      belowMin: (label, min) => `${label}: наименьшее значение — ${min}.`,
      aboveMax: (label, max) =>
        `${label}: наибольшее значение в калькуляторе — ${max}. Для крупного объекта запросите смету.`,
      unknownOption: (label) => `${label}: выберите один из вариантов.`,
    },
  },
  examples: {
    defaultTitle: 'Примеры работ',
    filterLabel: 'Показать примеры работ по категории',
    all: 'Все',
    showing: (count, category = '') => {
      const shown = `${count} ${n(count, 'пример', 'примера', 'примеров')}`
      if (category) return `Показано ${shown}: ${category}`
      return count === 1 ? `Показан ${shown}` : `Показаны все ${shown}`
    },
    categoryDescription: (category, count) =>
      `${category}: ${count} ${n(count, 'выполненная работа', 'выполненные работы', 'выполненных работ')} — что сделано, где и когда, с фотографиями. Каждая началась с бесплатного выезда на объект.`,
    location: 'Объект',
    duration: 'Когда',
    features: 'Что сделано',
    before: 'До',
    after: 'После',
    service: 'Подробнее об услуге',
    allLink: 'Все примеры работ',
  },
  language: { label: 'Язык', noVersion: 'главная: этой страницы нет на русском' },
  compare: {
    before: 'До',
    after: 'После',
    label: 'Сравнить фото до и после',
    valueText: (before) => `Фото «до» видно на ${before} %, фото «после» — на ${100 - before} %`,
  },
  reviews: {
    defaultTitle: 'Отзывы клиентов',
    rating: (value, best) => `Оценка ${String(value).replace('.', ',')}/${best}`,
    average: (value, count) => `Средняя оценка ${value}/5 (${count} ${n(count, 'отзыв', 'отзыва', 'отзывов')})`,
  },
  team: {
    defaultTitle: 'Наша команда',
    languages: 'Языки',
    placeholder: 'Пример сотрудника — будет заменён настоящим членом команды',
  },
  businessId: { label: 'Рег. номер компании' },
  blogList: { defaultTitle: 'Статьи', allLink: 'Все статьи', empty: 'Статей пока нет.' },
  contactInfo: {
    defaultTitle: 'Контакты',
    phone: 'Телефон',
    email: 'Эл. почта',
    whatsapp: 'WhatsApp',
    whatsappLink: 'Написать в WhatsApp',
    hours: 'Часы работы',
    addresses: 'Офисы',
    languages: 'Языки обслуживания',
    newTab: ' (откроется в новой вкладке)',
    mapLink: 'Показать на карте',
    mapLinkLabel: (address) => `Показать на карте: ${address}`,
  },
  contact: {
    wrongMath: 'Неверный ответ на математический вопрос. Попробуйте ещё раз.',
    wait: (seconds) =>
      `Подождите ${seconds} ${n(seconds, 'секунду', 'секунды', 'секунд')} перед отправкой следующего сообщения.`,
    nameLength: (min, max) => `Имя должно содержать от ${min} до ${max} ${upTo(max)}.`,
    messageLength: (min, max) => `Сообщение должно содержать от ${min} до ${max} ${upTo(max)}.`,
    forbiddenContent: 'В сообщении есть недопустимые слова.',
    sendFailed: 'Не удалось отправить сообщение. Попробуйте ещё раз.',
    networkFailed: 'Не удалось отправить сообщение. Проверьте подключение к интернету и попробуйте ещё раз.',
    sent: 'Сообщение успешно отправлено! Мы скоро свяжемся с вами.',
    footerThanks: 'Спасибо за обращение! Мы свяжемся с вами в течение 24 часов.',
    formLabel: 'Форма обратной связи',
    name: 'Имя',
    email: 'Эл. почта',
    phone: 'Телефон (необязательно)',
    message: 'Сообщение',
    counter: (used, max) => `${used}/${max} символов, осталось ${Math.max(max - used, 0)}`,
    limitNear: (max) => `Сообщение приближается к максимальной длине (${max} символов).`,
    limitFull: (max) => `Сообщение достигло максимальной длины (${max} символов): больше текста добавить нельзя.`,
    limitCut: (dropped, max) =>
      `Из сообщения не вошло ${dropped} ${n(dropped, 'символ', 'символа', 'символов')}, потому что максимальная длина — ${max} символов. Сократите текст или расскажите остальное по телефону.`,
    thanksNext:
      'Мы прочитаем ваше сообщение и позвоним или ответим по электронной почте. При необходимости договоримся о бесплатном выезде на объект, после которого вы получите письменную смету.',
    newMessage: 'Написать новое сообщение',
    sentTitle: 'Сообщение отправлено',
    errorTitle: 'Сообщение не отправлено',
    math: (a, b) => `Сколько будет ${a} + ${b}?`,
    mathPending: 'Математический вопрос',
    mathNeeded: 'Осталось ответить на математический вопрос и отправить сообщение ещё раз.',
    mathNoScript: 'Математический вопрос появится после отправки формы.',
    calculatorChanged:
      'Примерная стоимость не соответствует выбору в калькуляторе. Обновите страницу, рассчитайте стоимость заново и отправьте сообщение.',
    mathHint: 'Ответьте числом. Так мы проверяем, что отправитель не робот.',
    honeypot: 'Оставьте это поле пустым',
    submit: 'Отправить сообщение',
    submitting: 'Отправляем…',
    closeNotice: 'Закрыть уведомление',
    badJson: 'Содержимое запроса не является корректным JSON.',
    badContentType:
      'Тип содержимого запроса должен быть application/json (или application/x-www-form-urlencoded формы).',
    tooLarge: 'Сообщение слишком большое.',
    badPayload: 'Данные формы неполные или неверные. Проверьте поля и попробуйте ещё раз.',
    badEmail: 'Проверьте адрес электронной почты.',
    badPhone: (max) =>
      `Номер телефона может содержать только цифры, пробелы и символы + - ( ) . (не более ${max} ${upTo(max)}).`,
    invalidCharacters: (where) =>
      `${where} есть символы, которые нельзя отправить (управляющие символы или символы, меняющие направление текста; в имени, адресе почты и номере телефона также переносы строк). Удалите их и попробуйте ещё раз.`,
    fieldNames: {
      name: 'В имени',
      email: 'В адресе электронной почты',
      phone: 'В номере телефона',
      message: 'В сообщении',
      any: 'В полях формы',
    },
    badCharset: 'Кодировка запроса не поддерживается: отправьте данные в UTF-8 (application/json; charset=utf-8).',
    badContentEncoding: 'Сжатие запроса (Content-Encoding) не поддерживается: отправьте данные без сжатия.',
    methodNotAllowed: 'На этот адрес можно отправить только POST-запрос.',
    accepted: 'Сообщение получено.',
  },
  booking: {
    title: 'Заказать бесплатный выезд на объект',
    intro:
      'Выберите удобное время, и мы приедем посмотреть объект. Выезд бесплатный и ни к чему не обязывает, а после него вы получите письменную смету.',
    street: 'Улица и дом',
    postalCode: 'Почтовый индекс',
    city: 'Населённый пункт',
    chooseDay: 'Выберите день',
    chooseTime: 'Выберите время',
    noTimes:
      'На ближайшие две недели свободного времени нет. Напишите нам, и мы договоримся об удобном времени по телефону.',
    submit: 'Заказать выезд',
    booked: (when) => `Выезд на объект заказан: ${when}. Мы отправили подтверждение на вашу почту.`,
    slotTaken: 'Это время только что заняли — выберите другое',
    streetLength: (min, max) => `Адрес должен содержать от ${min} до ${max} ${upTo(max)}.`,
    cityLength: (min, max) => `Название населённого пункта должно содержать от ${min} до ${max} ${upTo(max)}.`,
    badPostalCode: 'Почтовый индекс в Финляндии состоит из пяти цифр, например 00100.',
    outsideArea:
      'Этот адрес находится за пределами района нашей работы (Уусимаа и Южная Карелия). Напишите нам, и мы посмотрим, сможем ли всё же помочь.',
    badTime: 'Выберите время из списка свободных.',
    fieldNames: { street: 'В адресе', postalCode: 'В почтовом индексе', city: 'В названии населённого пункта' },
    postalFirst: 'Введите почтовый индекс объекта, чтобы увидеть свободное время в вашем районе.',
    loadingTimes: 'Загружаем свободное время…',
    timesFailed:
      'Не удалось загрузить свободное время. Попробуйте чуть позже или напишите нам, и мы договоримся о времени по телефону.',
    showTimes: 'Показать свободное время',
    showTimesHint: 'На следующей странице вы выберете время из свободных.',
  },
  leadOrigin: {
    page: 'Страница',
    calculator: 'Калькулятор',
    choices: 'Выбор',
    estimate: 'Примерная стоимость',
    formNote: 'Выбор в калькуляторе отправляется вместе с сообщением:',
  },
}

/**
 * What only the server says (never in a browser chunk: src/ui/load-strings.ts takes the three exports above):
 * the booking e-mails and their invitation (src/booking/mail.ts), the Telegram message of a lead and
 * the plain-text HTTP answers.
 */
export const SERVER_UI: ServerUiStrings = {
  bookingMail: {
    greeting: (name) => `Здравствуйте, ${name}!`,
    when: 'Время',
    where: 'Адрес',
    contact: 'Контакты',
    calendarNote: 'Во вложении приглашение в календарь: откройте его, и выезд сохранится в вашем календаре.',
    manage: 'Если время не подходит, вы можете перенести или отменить выезд без регистрации:',
    moveLink: 'Перенести выезд',
    cancelLink: 'Отменить выезд',
    questions: (phone) => `Есть вопросы? Позвоните по номеру ${phone} или ответьте на это письмо.`,
    signOff: 'С уважением',
    confirmSubject: (when) => `Выезд на объект заказан: ${when}`,
    confirmText:
      'спасибо за заказ! Мы приедем, посмотрим объект и расскажем, как лучше выполнить работу. Выезд бесплатный и ни к чему не обязывает, а после него вы получите письменную смету.',
    confirmedSubject: (when) => `Выезд на объект подтверждён: ${when}`,
    confirmedText:
      'подтверждаем ваш выезд на объект. Мы приедем в назначенное время; если оно вам больше не подходит, перенесите или отмените выезд по ссылкам ниже.',
    reminderSubject: (when) => `Напоминание: выезд на объект завтра, ${when}`,
    reminderText: 'напоминаем о завтрашнем выезде на объект. Ещё раз все данные:',
    movedSubject: (when) => `Выезд перенесён: ${when}`,
    movedText: (before) => `ваш выезд на объект перенесён на новое время. Прежнее время: ${before}.`,
    cancelledSubject: (when) => `Выезд отменён: ${when}`,
    cancelledByVisitorText: 'мы получили вашу отмену и убрали выезд на объект из нашего календаря.',
    cancelledByCompanyText:
      'к сожалению, нам приходится отменить ваш выезд на объект. Мы свяжемся с вами, чтобы договориться о новом времени.',
    bookAgain: (url) => `Новое время можно выбрать в любой момент: ${url}`,
    eventSummary: (brand) => `Бесплатный выезд на объект — ${brand}`,
    companyEventSummary: (name, city) => `Выезд на объект: ${name}, ${city}`,
    companySubject: (kind, when, name) =>
      `${kind === 'booked' ? 'Новый выезд' : kind === 'moved' ? 'Выезд перенесён' : 'Выезд отменён'}: ${when} — ${name}`,
    companyVisitor: 'Клиент',
    companyMessage: 'Сообщение',
    companyLanguage: 'Язык',
    companyPerson: 'Выезжает',
    companyLead: 'Обращение',
  },
  telegram: {
    heading: (id, when) => `Новое обращение #${id} (${when})`,
    name: 'Имя',
    email: 'Эл. почта',
    phone: 'Телефон',
    language: 'Язык',
    message: 'Сообщение (словами отправителя)',
    possibleDuplicate: '(возможный дубликат)',
    visit: 'Выезд на объект',
    visitAddress: 'Адрес объекта',
    stage: 'Этап',
  },
  visitPage: {
    cancelTitle: 'Отмена выезда на объект',
    cancelQuestion: (when: string) => `Вы хотите отменить выезд на объект (${when})?`,
    cancelled: 'Выезд на объект отменён. Мы отправили подтверждение на вашу электронную почту.',
    moveTitle: 'Перенос выезда на объект',
    moveQuestion: (when: string) => `Сейчас выезд на объект назначен на ${when}. Выберите новое время:`,
    moved: (when: string) =>
      `Выезд на объект перенесён: ${when}. Мы отправили подтверждение на вашу электронную почту.`,
    noTimes: 'Сейчас свободного времени нет. Позвоните нам, и мы договоримся об удобном времени.',
    linkInvalid:
      'Ссылка больше не действует: выезд уже перенесён, отменён или состоялся. Действующие ссылки — в последнем письме.',
    bookTitle: 'Запись на выезд на объект',
    backToSite: 'Вернуться на сайт',
  },
  visitSlots: {
    badDate: 'Даты (from, to) записываются в виде ГГГГ-ММ-ДД, например 2026-12-07.',
    badRange: 'Конец периода (to) не может быть раньше начала (from), а период может быть не длиннее 31 дня.',
    badArea: 'Регион (area) — uusimaa или etela-karjala.',
  },
  http: {
    badUrl: 'Неверный адрес: в адресе неправильно закодированные символы.',
    methodNotAllowed: 'Страницы можно только запрашивать (GET или HEAD); этот метод запроса не разрешён.',
    apiMethodNotAllowed: 'Этот метод запроса не разрешён по этому адресу.',
    badRequest: 'Неверный запрос.',
    notFound: 'Страница не найдена.',
    apiNotFound: 'Интерфейс не найден.',
    serverError: 'В работе сервиса произошла ошибка.',
    apiServerError: 'Не удалось обработать запрос.',
    shuttingDown: 'Сервис перезапускается. Попробуйте ещё раз чуть позже.',
  },
}
