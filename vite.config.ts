import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { devContentErrors } from './src/runtime/dev-content-plugin.js'
import { responsiveImages } from './src/images/vite-plugin.js'

export default defineConfig({
  plugins: [devContentErrors(), responsiveImages(), vike(), react()],
  build: { target: 'es2022' },
})
