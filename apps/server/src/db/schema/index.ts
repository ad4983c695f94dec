// One file per domain; each domain adds its export here.
export * from './auth';
export * from './billing';
export * from './catalog';
export * from './community';
export * from './content';
export * from './engagement';
export * from './faq';
export * from './grocery';
export * from './home';
export * from './home-editor';
export * from './live';
export * from './media';
export * from './notifications';
export * from './reports';
export * from './setup';
export * from './store';
export * from './two-step';
