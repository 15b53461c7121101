import BetterMorningCore
import Hummingbird
import Logging

/// A refusal with a status and a message for the user.
struct WebError: Error {
    let status: HTTPResponse.Status
    let message: String

    static func badRequest(_ message: String) -> WebError { WebError(status: .badRequest, message: message) }
    static func notFound(_ message: String = "There is nothing at this address.") -> WebError { WebError(status: .notFound, message: message) }
}

/// Turns every error into a page: the user's mistakes get 4xx with a clear message, never a 500.
struct ErrorPageMiddleware<Context: RequestContext>: RouterMiddleware {
    let pages: PageRenderer
    let logger: Logger

    struct ErrorPage: PageContext {
        let chrome: Chrome
        let heading: String
        let message: String
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as WebError {
            return page(error.status, error.message)
        } catch let error as BetterMorningError {
            return page(error.isNotFound ? .notFound : .badRequest, error.message)
        } catch let error as HTTPError {
            let message = error.status == .notFound ? "There is nothing at this address." : (error.body ?? "That request could not be understood.")
            return page(error.status.code >= 500 ? .badRequest : error.status, message)
        } catch {
            logger.error("Unexpected error for \(request.method) \(request.uri.path): \(error)")
            return page(.internalServerError, "Something went wrong on our side. Your data is safe; please try again.")
        }
    }

    private func page(_ status: HTTPResponse.Status, _ message: String) -> Response {
        let heading = switch status {
        case .notFound: "Not found"
        case .internalServerError: "Something went wrong"
        default: "That didn't work"
        }
        let chrome = Chrome(title: heading, tab: nil, pageClass: "error-page")
        return pages.page("error", ErrorPage(chrome: chrome, heading: heading, message: message), status: status)
    }
}
