// Prints vitest's JSON report as one plain closing line: "Tests: N passed, N failed, N skipped".
const file = process.argv[2] ?? 'test-artifacts/vitest.json'
const report = JSON.parse(await Bun.file(file).text()) as {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  numTotalTestSuites: number
  numFailedTestSuites: number
}
const skipped = report.numPendingTests + report.numTodoTests
console.log(`Test files with failures: ${report.numFailedTestSuites}`)
console.log(`Tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`)

export {}
