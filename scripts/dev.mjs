#!/usr/bin/env node
// `npm run dev`: the API with reload on change (port 3000) and Vite with hot reload (port 5173,
// proxying /api, /auth, /docs and /health to the API). Open http://localhost:5173.
import { spawn } from 'node:child_process'

const children = [
  spawn('npm', ['run', 'dev', '--workspace', '@shop/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '--workspace', '@shop/web'], { stdio: 'inherit' }),
]
const stop = () => children.forEach((c) => c.kill('SIGTERM'))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const c of children) c.on('exit', (code) => { stop(); process.exitCode = code ?? 0 })
