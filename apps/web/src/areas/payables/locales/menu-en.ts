export const en = { menu: { list: 'Payables and receivables' } };
