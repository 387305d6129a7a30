import { describe, expect, it } from 'vitest';
import { adminMenu, employerMenu } from './menu';
import { adminRoutes, employerRoutes } from './routes';
import { routeTrail } from './trail';

describe('given routeTrail', () => {
  it('should put home and the menu entry above a detail page', () => {
    const trail = routeTrail('/jobs/12/detail', employerRoutes, employerMenu);
    expect(trail.route?.id).toBe('jobDetail');
    expect(trail.steps).toEqual([
      { labelKey: 'domain.menu.home', path: '/' },
      { labelKey: 'domain.menu.jobsList', path: '/jobs' },
    ]);
  });

  it('should not repeat a page that is its own menu entry', () => {
    expect(routeTrail('/jobs', employerRoutes, employerMenu).steps).toEqual([
      { labelKey: 'domain.menu.home', path: '/' },
    ]);
  });

  it('should give the home page no steps and an unknown path no route', () => {
    expect(routeTrail('/', employerRoutes, employerMenu).steps).toEqual([]);
    expect(routeTrail('/nowhere', employerRoutes, employerMenu)).toEqual({ route: undefined, steps: [] });
  });

  it('should use the admin home in the administration portal', () => {
    expect(routeTrail('/arms/companies/3/edit', adminRoutes, adminMenu).steps).toEqual([
      { labelKey: 'domain.menu.armsHome', path: '/arms' },
      { labelKey: 'domain.menu.armsCompanies', path: '/arms/companies' },
    ]);
  });
});
