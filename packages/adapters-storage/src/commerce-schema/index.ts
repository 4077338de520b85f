export { commerceSchemaMigration } from './0002-commerce.js';
