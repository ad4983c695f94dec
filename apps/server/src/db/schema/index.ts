// One file per domain; each domain adds its export here.
export * from './auth';
export * from './billing';
export * from './catalog';
export * from './engagement';
export * from './reports';
export * from './community';
export * from './notifications';
export * from './home';
export * from './grocery';
export * from './faq';
export * from './media';
