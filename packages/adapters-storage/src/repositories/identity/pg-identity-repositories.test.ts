import { openCommerceTestDatabase } from '../../commerce-schema/commerce-test-database.fixture.js';
import { runIdentityRepositoriesContract } from './identity-repositories.contract.js';

// The same assertions on both engines; PostgreSQL fails (never skips) when the server is down.
runIdentityRepositoriesContract('PGlite', () => openCommerceTestDatabase('pglite'));
runIdentityRepositoriesContract('PostgreSQL', () => openCommerceTestDatabase('postgres'));
