/**
 * The terms screen's code: the page table's loader for its route, and what the landing waits for
 * before it goes on (features/landing/landing-page.tsx). Apart from pages.ts so the landing does
 * not import the table that imports the landing.
 */
export const loadTermsPage = () => import(/* webpackChunkName: "page-terms" */ './features/terms/terms-page');
