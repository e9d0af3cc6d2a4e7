import type { ConsolidatedSettings, SiteStatusValue } from '@lotto/contract';

export const demoSettings: ConsolidatedSettings = {
  merchant: {
    code: 'demo',
    name: 'Demo Lotto',
    logoUrl: '/media/demo/logo.png',
    iconUrl: '/media/demo/icon.png',
    colours: {
      primary: '#f2c14e',
      accent: '#ffd66b',
      background: '#0b1530',
      surface: '#16234a',
      text: '#f4f6fb',
      muted: '#a3afcc',
      danger: '#e5484d',
      success: '#30a46c',
    },
    currency: { code: 'THB', decimals: 2 },
    timeZone: 'Asia/Bangkok',
    timeZoneOffsets: [{ from: 0, minutes: 420 }],
    defaultLanguage: 'th',
    languages: ['th', 'en'],
  },
  customerService: [],
  domainRoute: { mainDomain: 'demo.example', domains: [] },
  mobileTemplate: { mem_cen: '0', dep_func: '0', entranceMenu: 'horizontal' },
  paths: {},
  register: {
    usernameRegistration: true,
    mobileRegistration: false,
    captcha: false,
    minimumAge: 18,
    fields: {},
  },
  resources: [],
  whitelabel: {},
  mainDomain: 'demo.example',
  imageCDNs: ['/media'],
  sms: { phoneCodeProvider: false },
  maintenance: false,
  regionRestriction: false,
  firstVisitPopup: { initialPopup: false, pictures: { novice: {}, signIn: {}, deposit: {} } },
};

export const normalStatus: SiteStatusValue = {
  info: '',
  maintenance: false,
  regionRestriction: false,
};
