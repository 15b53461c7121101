import BetterMorningCore
import DayKit
import Foundation
import Hummingbird

extension BetterMorningController {
    struct DataPage: PageContext {
        let chrome: Chrome
        let cards: [Card]
        let isEmpty: Bool
        let exploreHref: String
        let createHref: String

        struct Card: Sendable {
            let id: Int64
            let name: String
            let isActive: Bool
            let weekTitle: String
            let bars: [Bar]
            let hasBars: Bool
            let earlierHref: String?
            let laterHref: String?
            let restartAction: String
            let deleteHref: String
            let chartLabel: String
        }

        struct Bar: Sendable {
            let x: Double
            let labelX: Double
            let y: Double
            let height: Double
            let hasBar: Bool
            let weekday: String
            let isToday: Bool
            let count: Int
        }
    }

    struct ConfirmPage: PageContext {
        let chrome: Chrome
        let heading: String
        let message: String
        let action: String
        let confirmLabel: String
        let cancelHref: String
    }

    /// Chart geometry, in SVG user units.
    private enum ChartSize {
        static let width = 308.0
        static let plotHeight = 110.0
        static let column = width / 7
        static let barWidth = 22.0
    }

    func data(_ request: Request) throws -> RenderedPage {
        if try app.onboardingScreen().shouldShow { return .redirect(Self.path("onboarding")) }
        let offsets = Self.weekOffsets(request)
        let screen = try app.dataScreen(weekOffsets: offsets)
        let shown = Dictionary(uniqueKeysWithValues: screen.cards.map { ($0.routine.id, $0.week.offset) })
        let cards = screen.cards.map { card in
            let week = card.week
            let bars = week.days.enumerated().map { index, day -> DataPage.Bar in
                let height = Double(day.count ?? 0) / Double(max(week.scale, day.count ?? 0)) * ChartSize.plotHeight
                let center = ChartSize.column * (Double(index) + 0.5)
                return DataPage.Bar(x: center - ChartSize.barWidth / 2, labelX: center, y: ChartSize.plotHeight - height,
                                    height: height, hasBar: day.count != nil, weekday: day.weekday, isToday: day.isToday,
                                    count: day.count ?? 0)
            }
            let described = week.days.map { "\(WeekdayName.short($0.date.weekday)) \($0.count.map(String.init) ?? "no bar")" }
            return DataPage.Card(
                id: card.routine.id, name: card.routine.name, isActive: card.isActive, weekTitle: week.title, bars: bars, hasBars: bars.contains(where: \.hasBar),
                earlierHref: week.hasEarlier ? Self.dataHref(shown, card.routine.id, week.offset - 1) : nil,
                laterHref: week.hasLater ? Self.dataHref(shown, card.routine.id, week.offset + 1) : nil,
                restartAction: Self.path("data/\(card.routine.id)/restart"),
                deleteHref: Self.path("data/\(card.routine.id)/delete"),
                chartLabel: "Tasks done, \(week.title): " + described.joined(separator: ", "))
        }
        let chrome = Chrome(title: "Data", tab: .data, notice: notice(request), showsGear: true, pageClass: "data-page")
        let page = DataPage(chrome: chrome, cards: cards, isEmpty: cards.isEmpty,
                            exploreHref: Self.path("explore"), createHref: Self.path("create?from=data"))
        return .html(pages.render("data", page), .ok)
    }

    /// Each card's week from `?w<routine>=<offset>`; malformed entries are ignored.
    static func weekOffsets(_ request: Request) -> [Int64: Int] {
        var offsets: [Int64: Int] = [:]
        for (key, value) in request.uri.queryParameters where key.hasPrefix("w") {
            if let id = Int64(key.dropFirst()), let offset = Int(value) { offsets[id] = offset }
        }
        return offsets
    }

    static func dataHref(_ offsets: [Int64: Int], _ id: Int64, _ offset: Int) -> String {
        var changed = offsets
        changed[id] = offset
        let query = changed.filter { $0.value != 0 }.sorted { $0.key < $1.key }.map { "w\($0.key)=\($0.value)" }.joined(separator: "&")
        return path("data") + (query.isEmpty ? "" : "?\(query)") + "#card-\(id)"
    }

    func restart(_ text: String) throws -> Response {
        try app.restart(Self.routineReference(text))
        return .seeOther(Self.path("data?notice=\(Notice.restarted.rawValue)"))
    }

    func confirmDelete(_ text: String) throws -> Response {
        let id = try Self.routineReference(text)
        guard let routine = try app.routineList().first(where: { String($0.id) == id }) else {
            throw BetterMorningError.unknownRoutine(text)
        }
        let page = ConfirmPage(
            chrome: Chrome(title: "Delete routine", tab: .data, pageClass: "confirm-page"),
            heading: "Delete “\(routine.name)”?",
            message: "Its Data Card and every day of its history are deleted for good. This cannot be undone.",
            action: Self.path("data/\(id)/delete"), confirmLabel: "Delete routine", cancelHref: Self.path("data"))
        return pages.page("confirm", page)
    }

    func delete(_ text: String) throws -> Response {
        try app.delete(Self.routineReference(text))
        return .seeOther(Self.path("data?notice=\(Notice.deleted.rawValue)"))
    }
}
