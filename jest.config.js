const createProject = require('./jest.shared');

module.exports = {
  projects: ['shared-kernel', 'host', 'remote-registration', 'remote-settings', 'remote-statement'].map((dir) =>
    createProject(`${__dirname}/${dir}`),
  ),
};
