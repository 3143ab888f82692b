import a.b.C

// The default package.
class TopLevel
