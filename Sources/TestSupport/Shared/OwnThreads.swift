import NIOPosix

/// Where tests run their synchronous work (a CLI command's, seeding years of history): threads of
/// a pool of their own, not Swift's cooperative pool, whose threads (one per core: two here) every
/// async test of the process shares. Tests holding both with synchronous work (an import of
/// 70 MB) stalled every other async test past its patience in a loaded run (issue 40, item 10).
public final class OwnThreadsExecutor: TaskExecutor {
    /// The executor the tests share: four threads, started once.
    public static let shared: OwnThreadsExecutor = {
        let pool = NIOThreadPool(numberOfThreads: 4)
        pool.start()
        return OwnThreadsExecutor(pool: pool)
    }()

    private let pool: NIOThreadPool

    private init(pool: NIOThreadPool) {
        self.pool = pool
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        pool.submit { _ in job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}

/// Runs `body`, and the synchronous work it does, on the tests' own threads (`OwnThreadsExecutor`).
public func onOwnThreads<T>(_ body: () async throws -> T) async rethrows -> T {
    try await withTaskExecutorPreference(OwnThreadsExecutor.shared, operation: body)
}
