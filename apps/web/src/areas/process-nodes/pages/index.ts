// One module for the area's pages: the route table then holds one lazy import (the first screen carries each lazy
// import's list of chunks, and its budget is tight).
export { NodeFormPage } from './NodeFormPage';
export { NodeListPage } from './NodeListPage';
export { TemplateFormPage } from './TemplateFormPage';
export { TemplateInfoPage } from './TemplateInfoPage';
export { TemplateListPage } from './TemplateListPage';
