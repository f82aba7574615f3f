import { AuditOutlined } from '@ant-design/icons';
import { lazyPage, type AppRoute } from '../shared/routing/app-route';

export const billRoutes: AppRoute[] = [
  {
    path: '/documentReview',
    titleKey: 'menu.reviewDesk',
    permission: 'fac.review.desk',
    menu: { icon: <AuditOutlined /> },
    component: lazyPage(() => import('./review-desk/ReviewDeskPage'), 'ReviewDeskPage'),
  },
  {
    path: '/documentReview/approvalRecord',
    titleKey: 'page.approvalRecord',
    permission: 'fac.review.history',
    menuParent: '/documentReview',
    component: lazyPage(() => import('./approval-history/ApprovalHistoryPage'), 'ApprovalHistoryPage'),
  },
];
