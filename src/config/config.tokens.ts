/** The validated MirrormatConfig (src/config/config.schema.ts), provided by ConfigModule. */
export const CONFIG = Symbol('MIRRORMAT_CONFIG');
