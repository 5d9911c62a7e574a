import './src/content-passes.js'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { devContentErrors } from './src/runtime/dev-content-plugin.js'

export default defineConfig({
  plugins: [devContentErrors(), vike(), react()],
  build: { target: 'es2022' },
})
