import { defineConfig } from 'vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'

export default defineConfig({
  server: { port: 3000, host: '127.0.0.1' },
  plugins: [
    tanstackStart({
      srcDirectory: 'src',
      router: {
        // Route files live in ./routes (project layout); the generated tree stays in src/.
        routesDirectory: '../routes',
        generatedRouteTree: './route-tree.gen.ts',
        quoteStyle: 'single',
        semicolons: false,
      },
    }),
    nitro(),
    react(),
  ],
})
