import { ProcessNodePermission } from '@gf/contracts';
import { lazyPage, type AppRoute } from '../../shared/routing/app-route';

const P = ProcessNodePermission.operate;
const pages = () => import('./pages');

/** 工序管理 (reference 03 §3; route names as the reference spells them). */
export const processNodesRoutes: AppRoute[] = [
  {
    path: '/workingProcedure',
    titleKey: 'processNodes.menu.nodes',
    permission: P,
    menu: { group: 'process' },
    component: lazyPage(pages, 'NodeListPage'),
  },
  {
    // ?id= edits a node.
    path: '/newNode',
    titleKey: 'processNodes.menu.node',
    permission: P,
    menuParent: '/workingProcedure',
    component: lazyPage(pages, 'NodeFormPage'),
  },
  {
    path: '/nodeManage',
    titleKey: 'processNodes.menu.templates',
    permission: P,
    menu: { group: 'process' },
    component: lazyPage(pages, 'TemplateListPage'),
  },
  {
    // ?id= edits a template (/editTemplateProcedure of the reference).
    path: '/createProcedure',
    titleKey: 'processNodes.menu.template',
    permission: P,
    menuParent: '/nodeManage',
    component: lazyPage(pages, 'TemplateFormPage'),
  },
  {
    path: '/procedureInfo',
    titleKey: 'processNodes.menu.info',
    permission: P,
    menuParent: '/nodeManage',
    component: lazyPage(pages, 'TemplateInfoPage'),
  },
];
