import { dropTemplate, TEMPLATE_ENV } from './template-database';

export default async function globalTeardown(): Promise<void> {
  const template = process.env[TEMPLATE_ENV];
  if (template) await dropTemplate(template);
}
