import DayKit
import Foundation
import Hummingbird
import MyHabitLabCore
import WebSupport

/// A small JSON API for scripts and shortcuts, behind the same Host and cross-site checks as the
/// pages: list today's habits; toggle, set a value, skip. Errors are JSON too.
struct APIController: Sendable {
    /// The web app: its Core.
    let web: MyHabitLabWebApp
    private var app: MyHabitLab { web.app }

    func addRoutes(to group: RouterGroup<BasicRequestContext>) {
        group.get(MyHabitLabRoutes.apiHabits.routerPath, use: habits)
        group.post(MyHabitLabRoutes.apiToggle.routerPath, use: toggle)
        group.post(MyHabitLabRoutes.apiSkip.routerPath, use: skip)
        group.post(MyHabitLabRoutes.apiValue.routerPath, use: setValue)
    }

    @Sendable func habits(_ request: Request, context: BasicRequestContext) async throws -> Response {
        // Kept by the page cache like a page: the same list is not encoded again until a change or a new day.
        do {
            return try web.cachedPage(request) { .json(ByteBuffer(bytes: try JSONEncoder.api.encode(app.todayScreen()))) }
        } catch {
            return apiError(error)
        }
    }

    @Sendable func toggle(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try await apiChange(request, context) { id, body in try app.toggle(id, on: body.calendarDay()) }
    }

    @Sendable func skip(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try await apiChange(request, context) { id, body in try app.skip(id, on: body.calendarDay()) }
    }

    @Sendable func setValue(_ request: Request, context: BasicRequestContext) async throws -> Response {
        try await apiChange(request, context) { id, body in
            guard let value = body.value else { throw WebError.badRequest("Send the value as {\"value\": 3}.") }
            return try app.setValue(id, value, on: body.calendarDay())
        }
    }

    /// The most a change's body may hold; a larger one is answered 413.
    static let largestAPIBody = 4 * 1024

    /// What a change may carry: `{"day": "2026-11-22", "value": 3}`, both optional.
    struct APIBody: Decodable {
        var day: String?
        var value: Double?

        func calendarDay() throws -> CalendarDay? {
            try day.map { try Form.day($0) }
        }
    }

    struct APIState: Encodable {
        let habit: Habit.ID
        let day: CalendarDay
        let state: DayState
    }

    private func apiChange(_ request: Request, _ context: BasicRequestContext,
                           _ change: @escaping (Habit.ID, APIBody) throws -> DayState) async throws -> Response {
        try await apiAsync {
            let id = try MyHabitLabWebApp.habitID(context)
            let buffer: ByteBuffer
            do {
                buffer = try await request.body.collect(upTo: Self.largestAPIBody)
            } catch {
                throw WebError.contentTooLarge("The request body is larger than \(Self.largestAPIBody / 1024) KB.")
            }
            var body = APIBody()
            if buffer.readableBytes > 0 {
                do {
                    body = try JSONDecoder().decode(APIBody.self, from: Data(buffer.readableBytesView))
                } catch {
                    throw WebError.badRequest("The body must be JSON like {\"day\": \"2026-11-22\", \"value\": 3}, or empty.")
                }
            }
            let state = try change(id, body)
            let day = try body.calendarDay() ?? app.today
            return try JSONEncoder.api.encode(APIState(habit: id, day: day, state: state))
        }
    }

    /// JSON, or the error as `{"error": "…"}` with its status.
    private func apiAsync(_ body: () async throws -> Data) async throws -> Response {
        do { return .json(try await body()) } catch { return apiError(error) }
    }

    func apiError(_ error: any Error) -> Response {
        let (status, message): (HTTPResponse.Status, String) = switch (error, StorageFailure(web.storageProblem(error))) {
        case (let error as WebError, _): (error.status, error.message)
        case (let error as MyHabitLabError, _): (error.isNotFound ? .notFound : .badRequest, error.message)
        case (_, let failure?): (failure.status, failure.message)
        default: (.internalServerError, "Something went wrong on our side. Your data is safe; please try again.")
        }
        return .jsonError(status, message)
    }
}

extension JSONEncoder {
    /// The API's encoder: sorted keys, dates as text.
    static var api: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }
}
