import DayKitDatabase
import Hummingbird
import Logging

/// An error whose message is meant for the user: the action was refused and nothing changed.
/// Each app's error type conforms in its web target.
public protocol UserFacingError: Error {
    /// What went wrong, in the app's words.
    var message: String { get }
    /// Whether it names something that does not exist (answered 404; otherwise 400).
    var isNotFound: Bool { get }
}

/// A refusal made by the web layer itself (a malformed form, an unknown address).
public struct WebError: UserFacingError {
    /// The status to answer with.
    public let status: HTTPResponse.Status
    public let message: String
    public var isNotFound: Bool { status == .notFound }

    /// 400 with `message`.
    public static func badRequest(_ message: String) -> WebError { WebError(status: .badRequest, message: message) }
    /// 413 with `message`: a request body over the size its address takes.
    public static func contentTooLarge(_ message: String) -> WebError { WebError(status: .contentTooLarge, message: message) }
    /// 404 with `message`.
    public static func notFound(_ message: String = "There is nothing at this address.") -> WebError {
        WebError(status: .notFound, message: message)
    }
}

/// Turns every error into a page in the look of the app whose address was asked for: the user's
/// mistakes get 4xx with a clear message, never a 500. Under an app's API (`APIPaths`) the same
/// message is `{"error": "…"}`.
public struct ErrorPageMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Each app's addresses, and how its error pages look at the time.
    private let apps: [(chrome: AppChrome, look: @Sendable () -> (chrome: AppChrome, pageClass: String),
                        problem: @Sendable (any Error) -> StoreProblem?)]
    private let suite: AppChrome
    private let api: APIPaths
    private let logger: Logger

    /// Error pages for `apps`, each in the app's look at the time, and in `suite`'s look outside
    /// them; JSON under their API roots.
    public init(apps: [any SuiteApp], suite: AppChrome, logger: Logger) {
        self.apps = apps.map { app in (app.chrome, { app.errorPageLook() }, { app.storageProblem($0) }) }
        self.suite = suite
        self.api = APIPaths(apps: apps)
        self.logger = logger
    }

    /// Error pages for apps known by their chrome alone.
    public init(apps: [AppChrome], suite: AppChrome, logger: Logger) {
        self.apps = apps.map { chrome in (chrome, { (chrome, "") }, { StoreProblem($0) }) }
        self.suite = suite
        self.api = APIPaths()
        self.logger = logger
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        do {
            return try await next(request, context)
        } catch let error as WebError {
            return page(error.status, error.message, path: path)
        } catch let error as any UserFacingError {
            return page(error.isNotFound ? .notFound : .badRequest, error.message, path: path)
        } catch let error as HTTPError {
            let message = error.status == .notFound ? "There is nothing at this address." : (error.body ?? "That request could not be understood.")
            return page(error.status.code >= 500 ? .badRequest : error.status, message, path: path)
        } catch {
            let problem = apps.first { $0.chrome.contains(path) }?.problem(error) ?? StoreProblem(error)
            if let failure = StorageFailure(problem) {
                logger.error("\(request.method) \(path) failed: \(failure.message)")
                return page(failure.status, failure.message, path: path, heading: failure.heading)
            }
            logger.error("Unexpected error for \(request.method) \(path): \(error)")
            return page(.internalServerError, "Something went wrong on our side. Your data is safe; please try again.", path: path)
        }
    }

    private func page(_ status: HTTPResponse.Status, _ message: String, path: String, heading: String? = nil) -> Response {
        if api.contains(path) { return .jsonError(status, message) }
        let standard = switch status {
        case .notFound: "Not found"
        case .internalServerError: "Something went wrong"
        default: "That didn't work"
        }
        let heading = heading ?? standard
        let (app, pageClass) = apps.first { $0.chrome.contains(path) }?.look() ?? (suite, "")
        let html = Layout.page(app, PageChrome(title: heading, pageClass: pageClass.isEmpty ? "error-page" : "error-page \(pageClass)"),
                               content: Layout.errorContent(message: message, app: app))
        return .html(html, status: status)
    }
}
