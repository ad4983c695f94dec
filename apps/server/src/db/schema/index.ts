// One file per domain; each domain adds its export here.

export * from './audience';
export * from './audit';
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
export * from './newsletters';
export * from './notifications';
export * from './recipe-box';
export * from './recipe-notes';
export * from './reports';
export * from './settings';
export * from './setup';
export * from './staff';
export * from './store';
export * from './two-step';
export * from './watching';
