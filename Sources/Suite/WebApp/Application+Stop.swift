import Hummingbird
import ServiceLifecycle

extension ApplicationProtocol {
    /// Runs the server until SIGTERM or SIGINT (Ctrl-C), then stops: new connections are refused at
    /// once, requests under way get `limit` to finish, and whatever is still open then is closed.
    /// NB: without the limit a stalled upload held the stop until the 60 s idle timeout (issue 40);
    /// every change is one transaction, so closing a request mid-way loses nothing acknowledged.
    public func runUntilStopped(finishingWithin limit: Duration = .seconds(5)) async throws {
        var configuration = ServiceGroupConfiguration(services: [self], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        configuration.maximumGracefulShutdownDuration = limit
        configuration.maximumCancellationDuration = limit
        try await ServiceGroup(configuration: configuration).run()
    }
}
