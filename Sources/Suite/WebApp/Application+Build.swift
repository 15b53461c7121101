import Access
import DayKit
import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import WebSupport

/// Builds the HabitSuite web application: the home screen at `/`, each app under its root, static
/// files, and the security and error middleware in front of them; with `access`, the sign-in in
/// front of every app. Slow clients are closed (the configuration's timeouts) and the process may
/// open as many files as the system allows it.
public func buildApplication(
    _ configuration: WebAppConfiguration,
    apps: [any SuiteApp],
    access: Access? = nil,
    onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
) async throws -> some ApplicationProtocol {
    var logger = Logger(label: "habitsuite.web")
    logger.logLevel = ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap { Logger.Level(rawValue: $0) } ?? .notice
    // NB: on the other core while the router is built and the port bound.
    warmUp(apps)
    let router = try buildRouter(address: configuration.address, access: access, apps: apps, logger: logger)
    let openFiles = OpenFileLimit.raiseToHardLimit()
    let headTimeout = TimeAmount(configuration.requestHeadTimeout)
    return Application(
        router: router,
        server: .http1(configuration: .init(
            additionalChannelHandlers: [PeerAddressHandler(), ConnectionCloseHandler(), RequestHeadTimeoutHandler(timeout: headTimeout),
                                        ExpectContinueHandler(largestBody: apps.map(\.largestBody).max() ?? Form.maximumSize)],
            idleTimeout: TimeAmount(configuration.idleTimeout))),
        configuration: .init(
            address: .hostname(configuration.host, port: configuration.port), serverName: "HabitSuite",
            availableConnectionsDelegate: MaximumAvailableConnections(OpenFileLimit.connectionLimit(openFiles: openFiles), logger: logger)),
        onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? configuration.port) },
        logger: logger
    )
}

/// The router with every route and middleware, answering HEAD as GET (tests drive it directly),
/// for a server on `host` that anyone who reaches it may use. Handlers run on `executor` (a test
/// that times them gives its own, as the shared pool serves every test of the process).
public func buildRouter(host: String, apps: [any SuiteApp], logger: Logger,
                        executor: WorkPoolExecutor = .shared) throws -> HeadAnsweringRouter<Router<BasicRequestContext>> {
    try buildRouter(address: ServerAddress(boundHost: host), access: nil, apps: apps, logger: logger, executor: executor)
}

/// The router for a server reached at `address`; with `access`, only a signed-in browser or a
/// token reaches the apps (`SignInMiddleware`), and the sign-in pages are added.
public func buildRouter(address: ServerAddress, access: Access?, apps: [any SuiteApp], logger: Logger,
                        executor: WorkPoolExecutor = .shared) throws -> HeadAnsweringRouter<Router<BasicRequestContext>> {
    let router = Router(context: BasicRequestContext.self)
    router.add(middleware: WorkPoolMiddleware(executor: executor))
    router.add(middleware: ServerTimingMiddleware())
    router.add(middleware: SecurityHeadersMiddleware(address: address))
    let api = APIPaths(apps: apps)
    router.add(middleware: MethodCheckMiddleware(api: api))
    router.add(middleware: HostCheckMiddleware(address: address, api: api))
    router.add(middleware: OriginCheckMiddleware(address: address, api: api))
    router.add(middleware: ErrorPageMiddleware(apps: apps, suite: Suite.chrome, logger: logger))
    let looks = AccessLooks(apps: apps, suite: Suite.chrome)
    if let access {
        router.add(middleware: AccountLinkMiddleware(address: "/account"))
        router.add(middleware: SignInMiddleware(access: access, address: address, looks: looks))
        AccessController(access: access, address: address, looks: looks).addRoutes(to: router)
    }
    // NB: resources are copied as a folder; on Linux `Bundle.module` finds them beside the binary.
    try Assets.suite(adding: Bundle.module.resourceURL!.appendingPathComponent("Public")).addRoutes(to: router.group(), at: "")
    HomeController(apps: apps.map(\.chrome), signsIn: access != nil).addRoutes(to: router)
    for app in apps {
        try app.addRoutes(to: router.group(RouterPath(app.chrome.root)))
    }
    return HeadAnsweringRouter(router, api: api)
}

/// Each app reads ahead what its heaviest screens need (`SuiteApp.warmUp()`), in the background on
/// the handlers' pool, with its region format bound as for a request, from before the server
/// listens: the first Stats after a start took 22 ms filling the history cache (issue 28); now a
/// request finds it filled, or waits only for the rest of the fill.
func warmUp(_ apps: [any SuiteApp]) {
    Task(executorPreference: WorkPoolExecutor.shared, priority: .utility) {
        for app in apps {
            RegionFormat.$current.withValue(app.regionFormat) { try? app.warmUp() }
        }
    }
}
