import nock from 'nock';

// nock state leaks between test files that share a worker: reset it after every file.
afterAll(() => {
  nock.cleanAll();
  nock.enableNetConnect();
  nock.restore();
  nock.activate();
});
