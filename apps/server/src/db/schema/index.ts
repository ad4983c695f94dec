// One file per domain; each domain adds its export here.
export * from './auth';
