import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/')({
  component: Home,
})

function Home() {
  return (
    <main>
      <h1>Bilhuset Nord</h1>
      <p>En side med en overskrift og et afsnit: hvad TanStack Start selv koster pr. forespørgsel.</p>
    </main>
  )
}
