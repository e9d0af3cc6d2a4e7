export * from './merchants';
export * from './catalogue';
export * from './lottery';
export * from './content';
export * from './accounts';
export * from './games-activity';
export * from './wallet';
export * from './ops';
