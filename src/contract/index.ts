/** The service API as data: every schema, type and constant of api-spec.md. */
export * from './money';
export * from './time';
export * from './errors';
export * from './runs';
export * from './detections';
export * from './estimates';
export * from './events';
export * from './keys';
