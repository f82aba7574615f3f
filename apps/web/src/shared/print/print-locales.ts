import { addMessages } from '../i18n';

// The shared print module's strings (key `print`), registered when a page that prints loads this module.
addMessages('print', {
  zh: {
    format: '纸张',
    formatLabel: '标签纸 {{size}} mm',
    formatSheet: 'A4 整张（每张 {{perSheet}} 个 {{size}} mm）',
    copies: '份数',
    print: '打印',
    summary: '共 {{labels}} 个标签，{{pages}} 页',
    empty: '没有可打印的内容',
  },
  en: {
    format: 'Paper',
    formatLabel: 'Label {{size}} mm',
    formatSheet: 'A4 sheet ({{perSheet}} × {{size}} mm)',
    copies: 'Copies',
    print: 'Print',
    summary: '{{labels}} labels on {{pages}} pages',
    empty: 'Nothing to print',
  },
});
