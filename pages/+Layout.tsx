export { Layout as default } from '../src/layout/Layout.js'
