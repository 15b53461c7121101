import BetterMorningCore
import Foundation
import Hummingbird
import Logging

/// Builds the HabitSuite web application: the home screen, Better Morning under `/better-morning/`,
/// static assets, and the security middleware in front of them.
public func buildApplication(
    _ configuration: WebAppConfiguration,
    betterMorning: BetterMorning,
    onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
) async throws -> some ApplicationProtocol {
    var logger = Logger(label: "habitsuite.web")
    logger.logLevel = ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap { Logger.Level(rawValue: $0) } ?? .notice
    let router = try await buildRouter(host: configuration.host, betterMorning: betterMorning, logger: logger)
    return Application(
        router: router,
        configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "HabitSuite"),
        onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? configuration.port) },
        logger: logger
    )
}

/// The router with every route and middleware (tests drive it directly).
public func buildRouter(host: String, betterMorning: BetterMorning, logger: Logger) async throws -> Router<BasicRequestContext> {
    let pages = try await PageRenderer()
    let router = Router(context: BasicRequestContext.self)
    router.add(middleware: SecurityHeadersMiddleware())
    router.add(middleware: HostCheckMiddleware(boundHost: host))
    router.add(middleware: OriginCheckMiddleware())
    router.add(middleware: ErrorPageMiddleware(pages: pages, logger: logger))
    try Assets().addRoutes(to: router)
    HomeController(pages: pages).addRoutes(to: router)
    BetterMorningController(app: betterMorning, pages: pages, logger: logger).addRoutes(to: router.group("better-morning"))
    return router
}
