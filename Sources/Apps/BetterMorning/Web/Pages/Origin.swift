import Hummingbird
import WebSupport

/// The tab a flow started on (Create, the paywall, Settings), to return there (never an
/// arbitrary URL): named in the address as `?from=`.
enum Origin: String {
    case explore, routine, data, settings

    init(_ request: Request) {
        self = request.uri.queryParameters.get("from").flatMap { Origin(rawValue: String($0)) } ?? .explore
    }

    init(_ text: String?) {
        self = text.flatMap(Origin.init(rawValue:)) ?? .explore
    }

    /// The screen the flow started on.
    var route: Route {
        switch self {
        case .explore: BetterMorningRoutes.explore
        case .routine: BetterMorningRoutes.routine
        case .data: BetterMorningRoutes.data
        case .settings: BetterMorningRoutes.settings
        }
    }

    /// The tab's name, for a back link.
    var title: String {
        switch self {
        case .explore, .settings: "Explore"
        case .routine: "Routine"
        case .data: "Data"
        }
    }

    /// The tab highlighted while the flow shows.
    var tab: BetterMorningWebApp.Tab {
        switch self {
        case .explore, .settings: .explore
        case .routine: .routine
        case .data: .data
        }
    }

    /// That screen, with `notice` shown.
    func path(notice: Notice? = nil) -> String {
        guard let notice else { return route.path() }
        return route.path(query: ["notice": notice.rawValue])
    }
}
