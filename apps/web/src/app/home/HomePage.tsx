import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { billApi } from '../../bill/api/bill-api';
import { billTypeName } from '../../bill/bill-type-name';
import { hasPermission, useSession } from '../../shared/session/session';
import { menuSections, visibleMenuRoutes, type AppRoute } from '../routes';
import { greetingKey, shortcutSections } from './home-sections';
import './home.css';

const reviewDesk = { path: '/documentReview', permission: 'fac.review.desk' };

/**
 * 首页, the first screen after login: a greeting with the user's name and factory, the bills waiting for the user's
 * review, and a tile for every menu page the session may open, grouped as the side menu. Plain elements and CSS:
 * the shell's antd parts only (ADR 0007: the first screen's download budget).
 */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const sections = shortcutSections(menuSections(visibleMenuRoutes(session)));
  const name = session?.userInfo.userName || session?.userInfo.loginName || '';
  const today = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'zh-CN', { dateStyle: 'full' }).format(new Date());
  return (
    <div className="home-page" data-testid="home-page">
      <div className="home-hero">
        <div>
          <div className="home-greeting">{t(greetingKey(new Date()), { name })}</div>
          <div className="home-meta">
            {t('home.factory', { name: session?.facName ?? t('shell.noFactory') })}
            <span className="home-meta-gap">{today}</span>
          </div>
        </div>
        {hasPermission(reviewDesk.permission, session) && <ReviewWaiting />}
      </div>
      {sections.length === 0 && <div className="home-section home-empty">{t('shell.noMenu')}</div>}
      {sections.map((section) => (
        <section key={section.key} className="home-section" data-testid={`home-section-${section.key}`}>
          <h3 className="home-section-title">
            {section.icon}
            <span>{t(section.titleKey)}</span>
          </h3>
          <div className="home-tiles">
            {section.routes.map((route) => (
              <Tile key={route.path} route={route} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function Tile({ route }: { route: AppRoute }) {
  const { t } = useTranslation();
  return (
    <Link
      to={route.path}
      className="home-tile"
      data-testid={`home-tile-${route.path}`}
      onMouseEnter={() => void route.component.preload()}
    >
      {t(route.titleKey)}
    </Link>
  );
}

/** The review desk's own count call (bill types with open tasks for me): the same query, cached for the desk. */
function ReviewWaiting() {
  const { t, i18n } = useTranslation();
  const types = useQuery({ queryKey: ['review-desk', 'types'], queryFn: billApi.deskBillTypes, retry: false, staleTime: 0 });
  const list = (types.data ?? []).filter((type) => type.taskCount > 0);
  const total = list.reduce((sum, type) => sum + type.taskCount, 0);
  return (
    <div className="home-review" data-testid="home-review">
      <Link to={reviewDesk.path} className="home-review-head">
        <span className="home-review-count" data-testid="home-review-count">
          {types.data ? total : '–'}
        </span>
        <span>{total > 0 || !types.data ? t('home.reviewWaiting') : t('home.reviewNone')}</span>
      </Link>
      {list.length > 0 && (
        <div className="home-review-types">
          {list.map((type) => (
            <Link key={type.billType} to={`${reviewDesk.path}?type=${encodeURIComponent(type.billType)}`} className="home-chip">
              {billTypeName(type.billType, i18n.language, type.billTypeName)} <b>{type.taskCount}</b>
            </Link>
          ))}
        </div>
      )}
      <Link to={reviewDesk.path} className="home-review-open">
        {t('home.reviewOpen')}
      </Link>
    </div>
  );
}
