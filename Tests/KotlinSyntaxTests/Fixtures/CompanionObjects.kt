class Unnamed {
  companion object {
    const val LIMIT = 10
  }
}

class NamedCompanion {
  companion object Factory : Creator<NamedCompanion> {
    override fun create(): NamedCompanion = NamedCompanion()
  }
}

class CompanionWithoutBody {
  companion object
  fun after() {}
}

interface WithCompanion {
  private companion object Defaults {
    val seed = 42
  }
}
