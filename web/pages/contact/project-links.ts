// Where the project lives: the FAQ and Contact pages link these.
const repository = 'https://github.com/streambot-dev/streambot';

export const projectLinks = {
  repository,
  issues: `${repository}/issues`,
  newIssue: `${repository}/issues/new`,
  readme: `${repository}#readme`,
};
