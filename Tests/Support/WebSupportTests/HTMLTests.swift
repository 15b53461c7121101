import Testing
@testable import WebSupport

@Suite struct HTMLTests {
    @Test(arguments: [
        ("plain", "plain"),
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("\" onmouseover=\"x", "&quot; onmouseover=&quot;x"),
        ("it's", "it&#39;s"),
        ("&amp;", "&amp;amp;"),
        ("{{x}}", "{{x}}"),
        ("é 🌅 &", "é 🌅 &amp;"),
        ("", ""),
    ])
    func interpolatedTextIsEscapedOnce(text: String, expected: String) {
        let html: HTML = "<p title=\"\(text)\">\(text)</p>"
        #expect(html.rendered == "<p title=\"\(expected)\">\(expected)</p>")
    }

    @Test func markupIsInsertedAsIsAndOnlyThroughTheExplicitDoor() {
        let inner: HTML = "<b>\("<i>")</b>"
        let outer: HTML = "<p>\(inner)\(HTML(trustedMarkup: "<svg/>"))\(HTML(text: "<u>"))</p>"
        #expect(outer.rendered == "<p><b>&lt;i&gt;</b><svg/>&lt;u&gt;</p>")
    }

    @Test func conditionsListsAndOptionals() {
        let missing: String? = nil
        let items: [HTML] = ["<li>1</li>", "<li>2</li>"]
        let html: HTML = "<a\(if: true, " on")\(if: false, " off")>\(missing)\(Optional("x&y"))\(items)\(nil as HTML?)</a>"
        #expect(html.rendered == "<a on>x&amp;y<li>1</li><li>2</li></a>")
    }

    @Test(arguments: [(12.0, "12"), (12.5, "12.5"), (12.345, "12.35"), (0.05, "0.05"), (-0.5, "-0.5"), (-3.25, "-3.25"), (110.0, "110")])
    func numbersPrintWithAtMostTwoDecimals(number: Double, expected: String) {
        let html: HTML = "\(number)"
        #expect(html.rendered == expected)
    }
}

@Suite struct RouteTests {
    @Test func pathsFillParametersQueriesAndFragments() {
        let route = Route("celebrities/:id/choose", in: "/app")
        #expect(route.path("maya-angelou") == "/app/celebrities/maya-angelou/choose")
        #expect(route.path("a b/c") == "/app/celebrities/a%20b%2Fc/choose")
        #expect(route.path("é") == "/app/celebrities/%C3%A9/choose")
        #expect(Route("", in: "/app").path() == "/app/")
        #expect(Route("data", in: "/app").path(query: ["notice": "a&b=c", "from": "x"], fragment: "card-1") == "/app/data?notice=a%26b%3Dc&from=x#card-1")
        #expect(route.routerPath.description == "/celebrities/{id}/choose")
    }
}
