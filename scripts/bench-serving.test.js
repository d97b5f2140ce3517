const { nginxVersion } = require('./bench-serving');

describe('the serving bench on a machine without nginx', () => {
  it('says what to install instead of failing inside its own code', () => {
    expect(() => nginxVersion('/nonexistent/sbin/nginx')).toThrow(
      '/nonexistent/sbin/nginx is missing: the serving section compares the host with nginx (apt-get install nginx)',
    );
  });
});
