export * from './activity';
export * from './schedule';
export * from './project';
export * from './time-sheets';
export * from './terminal';
export * from './absence';
export * from './month-closing';
export * from './schedule-week';
