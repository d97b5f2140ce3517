import { ERROR_CATEGORIES, setErrorCategory } from './error-category';

describe('setErrorCategory', () => {
  it('keeps the category where the host error pages read it', () => {
    setErrorCategory(ERROR_CATEGORIES.statementRequest);
    expect(sessionStorage.getItem('errorCategory')).toBe('STATEMENT_REQUEST_ERROR');
  });

  it('replaces the category of an earlier journey', () => {
    setErrorCategory(ERROR_CATEGORIES.manageConsent);
    setErrorCategory(ERROR_CATEGORIES.statementRequest);
    expect(sessionStorage.getItem('errorCategory')).toBe('STATEMENT_REQUEST_ERROR');
  });
});
