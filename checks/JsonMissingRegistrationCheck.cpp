//===--- JsonMissingRegistrationCheck.cpp - clang-tidy ---------------------===//
//
// Part of tidyjson. See docs/checks/json-missing-registration.md.
//
//===----------------------------------------------------------------------===//

#include "JsonMissingRegistrationCheck.h"
#include "Matchers.h"
#include "clang-tidy/utils/OptionsUtils.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/QualTypeNames.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang::ast_matchers;

namespace clang::tidy::json {

// Bind names.
static constexpr char CallId[] = "call";       // CallExpr: a possible serializer call
static constexpr char DerivedId[] = "derived"; // CXXRecordDecl: a class with bases

namespace {

/// The type a serializer call reads or writes: the entry point's first
/// template type argument (for "write_range" entries, its element type), or
/// for a plain wrapper function the first argument of class or enum type.
QualType valueType(const CallExpr *Call, const FunctionDecl *Entry,
                   TidyjsonModel &Model, std::string &Direction) {
  Direction = markerArgument(Entry, "tidyjson::entry").value_or("write");
  QualType T;
  if (const TemplateArgumentList *Args = Entry->getTemplateSpecializationArgs()) {
    for (const TemplateArgument &A : Args->asArray())
      if (A.getKind() == TemplateArgument::Type) {
        T = A.getAsType();
        break;
      }
  } else {
    for (unsigned I = 0; I < Call->getNumArgs(); ++I) {
      QualType AT = Call->getArg(I)->IgnoreImpCasts()->getType();
      QualType C = canonical(AT);
      if (C.isNull() || !(C->isRecordType() || C->isEnumeralType()))
        continue;
      const CXXRecordDecl *RD = C->getAsCXXRecordDecl();
      if (RD && (RD->isInStdNamespace() || Model.contextRecord(C) ||
                 hasMarker(RD, "tidyjson::options")))
        continue;
      T = AT;
      break;
    }
  }
  if (T.isNull())
    return T;
  if (Direction == "write_range") {
    // The element type of the range.
    llvm::SmallVector<Edge, 2> Children;
    if (Model.classify(T, Children) == NodeKind::Container && !Children.empty())
      return Children.front().Child;
    return {};
  }
  return T;
}

std::string lowerCamel(StringRef Name) {
  std::string S = Name.str();
  if (!S.empty())
    S[0] = static_cast<char>(tolower(static_cast<unsigned char>(S[0])));
  return S;
}

/// The name of \p D as written from the namespace that encloses its
/// outermost class ("Outer::Inner", or "Inner").
std::string nameFromNamespace(const NamedDecl *D) {
  std::string Name = D->getNameAsString();
  for (const DeclContext *DC = D->getDeclContext(); DC && DC->isRecord();
       DC = DC->getParent())
    Name = cast<NamedDecl>(DC)->getNameAsString() + "::" + Name;
  return Name;
}

/// The location right after the ';' that ends the definition whose closing
/// brace is at \p BraceEnd.
SourceLocation afterDefinition(SourceLocation BraceEnd, const SourceManager &SM,
                               const LangOptions &LO) {
  SourceLocation Loc = BraceEnd;
  for (int Guard = 0; Guard < 64; ++Guard) {
    std::optional<Token> Tok = Lexer::findNextToken(Loc, SM, LO);
    if (!Tok || Tok->is(tok::eof))
      return {};
    if (Tok->is(tok::semi))
      return Tok->getEndLoc();
    if (Tok->isOneOf(tok::l_brace, tok::r_brace))
      return {};
    Loc = Tok->getLocation();
  }
  return {};
}

/// Whether the function is an entry point (isEntryPoint), decided once per
/// declaration.
AST_MATCHER_P(FunctionDecl, isCachedEntryPoint,
              JsonMissingRegistrationCheck::EntryCache *, Cache) {
  auto [It, Fresh] = Cache->Known.try_emplace(&Node, false);
  if (Fresh)
    It->second = isEntryPoint(&Node, Cache->Names);
  return It->second;
}

} // namespace

JsonMissingRegistrationCheck::JsonMissingRegistrationCheck(
    StringRef Name, ClangTidyContext *Context)
    : ClangTidyCheck(Name, Context),
      SerializerFunctions(utils::options::parseStringList(
          Options.get("SerializerFunctions", DefaultSerializerFunctions))),
      Inserter(Options.getLocalOrGlobal("IncludeStyle",
                                        utils::IncludeSorter::IS_LLVM),
               areDiagsSelfContained()) {
  EntryPoints.Names = SerializerFunctions;
}

void JsonMissingRegistrationCheck::storeOptions(
    ClangTidyOptions::OptionMap &Opts) {
  Options.store(Opts, "SerializerFunctions",
                utils::options::serializeStringList(SerializerFunctions));
  Options.store(Opts, "IncludeStyle", Inserter.getStyle());
}

void JsonMissingRegistrationCheck::registerPPCallbacks(
    const SourceManager &, Preprocessor *P, Preprocessor *) {
  PP = P;
  Inserter.registerPreprocessor(P);
}

void JsonMissingRegistrationCheck::registerMatchers(MatchFinder *Finder) {
  // This check only asks for the context a call passes (Model.context()),
  // never for the list of all contexts: leave out the matcher that finds them
  // (it once built the parent map of the whole translation unit; see
  // isInInstantiation in Matchers.h).
  TidyjsonModel::registerMatchers(Finder, this, /*ListContexts=*/false);
  // Calls, including those in template instantiations: the types come from
  // the instantiation; reports are per call site.
  // Only calls whose callee is an entry point reach check(): a TU's calls
  // are mostly the runtime's own, in every instantiation of its templates,
  // and deciding once per callee keeps them cheap.
  Finder->addMatcher(
      callExpr(callee(functionDecl(isCachedEntryPoint(&EntryPoints))))
          .bind(CallId),
      this);
  Finder->addMatcher(cxxRecordDecl(isDefinition(), unless(isImplicit()),
                                   unless(isExpansionInSystemHeader()),
                                   hasAnyBase(cxxBaseSpecifier()))
                         .bind(DerivedId),
                     this);
}

void JsonMissingRegistrationCheck::check(
    const MatchFinder::MatchResult &Result) {
  if (Result.Context->getDiagnostics().hasUncompilableErrorOccurred())
    BrokenTU = true;
  if (Model.collect(Result))
    return;
  if (const auto *RD = Result.Nodes.getNodeAs<CXXRecordDecl>(DerivedId)) {
    ClassesWithBases.push_back(RD);
    return;
  }
  const auto *Call = Result.Nodes.getNodeAs<CallExpr>(CallId);
  if (!Call || Call->isTypeDependent() || Call->isValueDependent())
    return;
  const FunctionDecl *Entry = Call->getDirectCallee();
  if (!Entry || !isEntryPoint(Entry, SerializerFunctions))
    return;
  // Calls in the runtime itself, in other system headers, or in macros
  // defined there (the user did not write them) are not the user's.
  const SourceManager &SM = *Result.SourceManager;
  SourceLocation Loc = Call->getBeginLoc();
  if (Loc.isInvalid() || SM.isInSystemHeader(SM.getExpansionLoc(Loc)))
    return;
  if (Loc.isMacroID() && SM.isInSystemHeader(SM.getSpellingLoc(Loc)))
    return;
  Calls.push_back({Call, Entry});
}

void JsonMissingRegistrationCheck::onEndOfTranslationUnit() {
  if (!BrokenTU && Model.Ctx) {
    for (const CallSite &Site : Calls)
      analyze(Site);
    emitPending();
    reportMissingRoots();
  }
  Pending.clear();
  MissingRoots.clear();
  Calls.clear();
  EntryPoints.Known.clear();
  ClassesWithBases.clear();
  Reported.clear();
  Fixed.clear();
  SwitchedToBoth.clear();
  Model.clear();
  BrokenTU = false;
}

void JsonMissingRegistrationCheck::analyze(const CallSite &Site) {
  ASTContext &Ctx = *Model.Ctx;
  const SourceManager &SM = Ctx.getSourceManager();
  std::string Direction;
  QualType Root = valueType(Site.Call, Site.Entry, Model, Direction);
  if (Root.isNull() || Root->isDependentType())
    return;
  const bool Reading = Direction == "read";
  const SourceLocation CallLoc = SM.getExpansionLoc(Site.Call->getBeginLoc());

  // The context the call passes, if any.
  const ContextInfo *Context = nullptr;
  for (const Expr *Arg : Site.Call->arguments())
    if (const CXXRecordDecl *RD = Model.contextRecord(Arg->getType()))
      Context = Model.context(RD);

  // Walk everything reachable from the call's type; the walk is breadth
  // first, so the path it reports to a type is the shortest one.
  TypeWalk Walk(Model);
  std::vector<const Description *> PointedPolymorphic;
  Walk.run({Root}, [&](QualType T, NodeKind Kind) {
    if (Kind == NodeKind::Undescribed) {
      reportUndescribed(Site, T, Walk.path(T), Reading);
      return true; // its members need descriptions too
    }
    if (Kind == NodeKind::Polymorphic)
      if (const Description *P = Model.polymorphic(T))
        PointedPolymorphic.push_back(P);
    return true;
  });

  // Classes derived from a polymorphic base, but not registered with it.
  for (const Description *Base : PointedPolymorphic) {
    const CXXRecordDecl *BaseRD = Base->Described->getAsCXXRecordDecl();
    if (!BaseRD)
      continue;
    for (const CXXRecordDecl *RD : ClassesWithBases) {
      if (RD->isAbstract() || RD->isDependentContext() ||
          !RD->isDerivedFrom(BaseRD))
        continue;
      const bool Registered = llvm::any_of(Base->Derived, [&](const DerivedEntry &E) {
        return canonical(E.Type) == canonical(Ctx.getRecordType(RD));
      });
      if (!Registered)
        reportUnregistered(Site, *Base, RD);
    }
  }

  if (!Context)
    return;
  // Types missing from the context, and reading through a write-only one.
  const CXXRecordDecl *CtxRD = Context->Record;
  TypeWalk Served(Model);
  Served.run(Context->Roots, [](QualType, NodeKind) { return true; });
  const unsigned Key = CallLoc.getRawEncoding();
  if (!Served.reached(Root) &&
      Reported.insert({Key, canonical(Root).getTypePtr()}).second)
    MissingRoots.push_back({CallLoc, Root, Context});
  if (Reading && Context->Mode == ContextInfo::Generation::FastPath &&
      Reported.insert({Key, CtxRD->getTypeForDecl()}).second) {
    // generation::both writes exactly as fast_path does (the fast path still
    // serves every type it can) and reads too: switch the setting.
    // One fix per context: the same edit on two diagnostics would make
    // clang-tidy drop both as overlapping.
    std::vector<FixItHint> Fixes;
    if (const Expr *W = Context->GenerationWritten;
        W && carrierRank(CallLoc, SM) < 2 && SwitchedToBoth.insert(CtxRD).second) {
      const SourceLocation Last = SM.getSpellingLoc(W->getEndLoc());
      const SourceLocation First = SM.getSpellingLoc(W->getBeginLoc());
      if (Last.isValid() && !SM.isInSystemHeader(Last) &&
          SM.getFileID(First) == SM.getFileID(Last) &&
          Lexer::getSourceText(CharSourceRange::getTokenRange(Last, Last), SM,
                               Ctx.getLangOpts()) == "fast_path")
        Fixes.push_back(FixItHint::CreateReplacement(
            CharSourceRange::getTokenRange(Last, Last), "both"));
    }
    diag(CallLoc, "context %0 is generated with tidyjson::generation::fast_path, "
                  "which only writes; reading needs generation::both or "
                  "generation::metadata")
        << CtxRD << Fixes;
    diag(CtxRD->getLocation(), "context %0 is declared here",
         DiagnosticIDs::Note)
        << CtxRD;
  }
}

/// The types missing from contexts' roots, reported at their calls. One
/// fix per context adds every missing type once, on the context's first
/// report: edits at one place carried by several diagnostics are dropped by
/// clang-tidy (identical ones) or refused by clang-apply-replacements (two
/// insertions at one offset), and adding a type twice helps no one.
void JsonMissingRegistrationCheck::reportMissingRoots() {
  ASTContext &Ctx = *Model.Ctx;
  const SourceManager &SM = Ctx.getSourceManager();
  // The fix goes on the report most likely to be shown (carrierRank), and
  // lists the types of the reports that are not suppressed by NOLINT.
  llvm::DenseMap<const CXXRecordDecl *, std::string> Added; // ", A, B"
  llvm::DenseMap<const CXXRecordDecl *, size_t> Carrier;
  llvm::DenseSet<std::pair<const CXXRecordDecl *, const Type *>> Seen;
  std::vector<unsigned> Rank;
  for (size_t I = 0; I < MissingRoots.size(); ++I) {
    const MissingRoot &M = MissingRoots[I];
    Rank.push_back(carrierRank(M.CallLoc, SM));
    if (Rank[I] >= 2)
      continue;
    if (Seen.insert({M.Context->Record, canonical(M.Root).getTypePtr()}).second)
      Added[M.Context->Record] += ", " + qualifiedTypeName(M.Root, Ctx);
    auto [It, First] = Carrier.try_emplace(M.Context->Record, I);
    if (!First && Rank[I] < Rank[It->second])
      It->second = I;
  }
  for (size_t I = 0; I < MissingRoots.size(); ++I) {
    const MissingRoot &M = MissingRoots[I];
    const CXXRecordDecl *CtxRD = M.Context->Record;
    std::vector<FixItHint> Fixes;
    CharSourceRange Invocation;
    llvm::SmallVector<CharSourceRange, 8> Args;
    auto C = Carrier.find(CtxRD);
    if (C != Carrier.end() && C->second == I &&
        macroArguments(CtxRD->getLocation(), SM, Ctx.getLangOpts(), Invocation,
                       Args) &&
        Args.size() >= 2 && !SM.isInSystemHeader(Invocation.getBegin())) {
      const std::string &List = Added[CtxRD];
      const CharSourceRange RootsArg = Args[1];
      const StringRef Text =
          Lexer::getSourceText(RootsArg, SM, Ctx.getLangOpts());
      if (Text.starts_with("(") && Text.ends_with(")"))
        Fixes.push_back(FixItHint::CreateInsertion(
            RootsArg.getEnd().getLocWithOffset(-1), List));
      else if (!Text.empty())
        Fixes.push_back(FixItHint::CreateReplacement(
            RootsArg, ("(" + Text + List + ")").str()));
    }
    diag(M.CallLoc, "type '%0' is not served by context %1; add it to the "
                    "context's root types")
        << qualifiedTypeName(M.Root, Ctx) << CtxRD << Fixes;
    diag(CtxRD->getLocation(), "context %0 is declared here",
         DiagnosticIDs::Note)
        << CtxRD;
  }
}

void JsonMissingRegistrationCheck::reportUndescribed(const CallSite &Site,
                                                     QualType Missing,
                                                     const std::string &Path,
                                                     bool Reading) {
  ASTContext &Ctx = *Model.Ctx;
  const SourceManager &SM = Ctx.getSourceManager();
  const SourceLocation CallLoc = SM.getExpansionLoc(Site.Call->getBeginLoc());
  QualType C = canonical(Missing);
  if (!Reported.insert({CallLoc.getRawEncoding(), C.getTypePtr()}).second)
    return;
  const CXXRecordDecl *RD = C->getAsCXXRecordDecl();
  const EnumDecl *ED = nullptr;
  if (const auto *ET = C->getAs<EnumType>())
    ED = ET->getDecl();
  const NamedDecl *TypeDecl = RD ? static_cast<const NamedDecl *>(RD) : ED;

  std::vector<FixItHint> Fixes;
  std::string WhyNot;
  const Decl *FixKey = nullptr;
  if (RD) {
    const CXXRecordDecl *Pattern = RD;
    if (const auto *CTSD = dyn_cast<ClassTemplateSpecializationDecl>(RD))
      Pattern = CTSD->getSpecializedTemplate()->getTemplatedDecl();
    FixKey = Pattern->getCanonicalDecl();
  } else if (ED) {
    FixKey = ED->getCanonicalDecl();
  }
  bool Fix = false;
  // A report that NOLINT likely suppresses leaves the registration to the
  // next report of the type (each registration is carried once).
  if (FixKey && !Fixed.count(FixKey) && carrierRank(CallLoc, SM) < 2) {
    Fix = describeFix(RD, ED, Fixes, WhyNot);
    if (Fix)
      Fixed.insert(FixKey);
  } else if (FixKey) {
    WhyNot.clear();
  }
  const char *Macro = ED ? "TIDYJSON_ENUM" : "TIDYJSON_TYPE";
  // A type from a system header (a third-party library) cannot be described
  // where it is defined: it needs a converter.
  const bool Foreign =
      TypeDecl &&
      SM.isInSystemHeader(SM.getExpansionLoc(TypeDecl->getLocation()));
  if (Foreign)
    WhyNot.clear();
  const std::string Name = qualifiedTypeName(Missing, Ctx);
  const bool Defined = RD ? RD->hasDefinition() : (ED && ED->isComplete());
  Pending.push_back({CallLoc, std::move(Fixes), [this, CallLoc, Name, Reading, Macro,
                                        Foreign, Path, TypeDecl, Defined,
                                        WhyNot](llvm::ArrayRef<FixItHint> F) {
    diag(CallLoc, "type '%0' is not described, so this call cannot %select{write|"
                  "read}1 it; %select{add %2(...) after its definition|it is "
                  "defined in a system header: give it a converter "
                  "(TIDYJSON_CONVERTER, or tidyjson::with<...> on the member)}3")
        << Name << (Reading ? 1 : 0) << Macro << (Foreign ? 1 : 0) << F;
    if (Path.find(" -> ") != std::string::npos)
      diag(CallLoc, "'%0' is reached through %1", DiagnosticIDs::Note)
          << Name << Path;
    if (TypeDecl)
      diag(TypeDecl->getLocation(),
           Defined ? "%0 is defined here" : "%0 is only declared here",
           DiagnosticIDs::Note)
          << TypeDecl;
    if (!WhyNot.empty())
      diag(TypeDecl ? TypeDecl->getLocation() : CallLoc, "no automatic fix: %0",
           DiagnosticIDs::Note)
          << WhyNot;
  }});
}

bool JsonMissingRegistrationCheck::describeFix(const CXXRecordDecl *RD,
                                               const EnumDecl *ED,
                                               std::vector<FixItHint> &Fixes,
                                               std::string &WhyNot) {
  ASTContext &Ctx = *Model.Ctx;
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  const NamedDecl *Target = RD ? static_cast<const NamedDecl *>(RD) : ED;
  if (!Target)
    return false;

  std::string Line;
  const Decl *Outermost = nullptr;
  std::string TemplateHead;
  if (ED) {
    if (!ED->isComplete() || !ED->getDefinition()) {
      WhyNot = "the enumeration is only declared here";
      return false;
    }
    ED = ED->getDefinition();
    if (ED->enumerators().empty()) {
      WhyNot = "the enumeration has no enumerators to list";
      return false;
    }
    std::string List;
    for (const EnumConstantDecl *E : ED->enumerators())
      List += ", " + E->getNameAsString();
    // `typedef enum { ... } level_t;` is described by the typedef's name.
    const NamedDecl *Named = ED;
    if (!ED->getIdentifier()) {
      Named = ED->getTypedefNameForAnonDecl();
      if (!Named) {
        WhyNot = "the enumeration has no name";
        return false;
      }
    }
    Line = "TIDYJSON_ENUM(" + nameFromNamespace(Named) + List + ")";
    Outermost = ED;
  } else {
    const CXXRecordDecl *Def = RD;
    const ClassTemplateDecl *Template = nullptr;
    if (const auto *CTSD = dyn_cast<ClassTemplateSpecializationDecl>(RD)) {
      if (isa<ClassTemplatePartialSpecializationDecl>(CTSD) ||
          CTSD->getSpecializationKind() == TSK_ExplicitSpecialization) {
        WhyNot = "the type is an explicit specialization of a class template";
        return false;
      }
      Template = CTSD->getSpecializedTemplate();
      Def = Template->getTemplatedDecl();
    }
    if (!Def->hasDefinition()) {
      WhyNot = "the type is only declared here";
      return false;
    }
    Def = Def->getDefinition();
    if (Def->isUnion()) {
      WhyNot = "a union cannot be described";
      return false;
    }
    // `typedef struct { ... } Point;` is described by the typedef's name.
    const NamedDecl *Named = Def;
    if (!Def->getIdentifier()) {
      const TypedefNameDecl *Typedef = Def->getTypedefNameForAnonDecl();
      if (!Typedef || Template) {
        WhyNot = "the type has no name";
        return false;
      }
      Named = Typedef;
    }
    if (Def->isLocalClass()) {
      WhyNot = "a class defined inside a function cannot be described; move "
               "it to namespace scope";
      return false;
    }
    if (Def->getNumBases() > 0 || Def->getNumVBases() > 0) {
      WhyNot = "the type has a base class; describe the base and use "
               "TIDYJSON_DERIVED_TYPE(Type, Base, members...)";
      return false;
    }
    std::string List;
    for (const FieldDecl *F : Def->fields()) {
      if (F->getAccess() != AS_public) {
        WhyNot = "member '" + F->getNameAsString() +
                 "' is not public; describe the type from inside its body "
                 "with TIDYJSON_TYPE_INTRUSIVE(Type, members...)";
        return false;
      }
      if (F->getType()->isReferenceType()) {
        WhyNot = "member '" + F->getNameAsString() +
                 "' is a reference, which JSON cannot hold";
        return false;
      }
      if (F->isBitField() || !F->getIdentifier() ||
          F->isAnonymousStructOrUnion()) {
        WhyNot = "a bit-field or anonymous member cannot be described";
        return false;
      }
      if (F->getType().isConstQualified()) {
        WhyNot = "member '" + F->getNameAsString() +
                 "' is const and could not be read back";
        return false;
      }
      List += ", " + F->getNameAsString();
    }
    std::string Name = nameFromNamespace(Named);
    if (Template) {
      const TemplateParameterList *Params = Template->getTemplateParameters();
      if (Params->size() != 1 || Params->getParam(0)->isParameterPack() ||
          !isa<TemplateTypeParmDecl>(Params->getParam(0))) {
        WhyNot = "the class template's parameters do not fit in the "
                 "TIDYJSON_TYPE macro; describe it by hand";
        return false;
      }
      const StringRef ParamName = Params->getParam(0)->getName();
      TemplateHead = "template <class " + ParamName.str() + ">\n";
      Name += "<" + ParamName.str() + ">";
    }
    Line = TemplateHead + "TIDYJSON_TYPE(" + Name + List + ")";
    Outermost = Template ? static_cast<const Decl *>(Template) : Def;
  }
  // Insert after the outermost enclosing class, at namespace scope.
  while (const auto *Parent = dyn_cast<CXXRecordDecl>(
             Outermost->getDeclContext())) {
    if (const ClassTemplateDecl *CTD = Parent->getDescribedClassTemplate())
      Outermost = CTD;
    else
      Outermost = Parent;
    if (isa<ClassTemplateDecl>(Outermost)) {
      WhyNot = "the type is nested in a class template";
      return false;
    }
  }
  // In a braced extern "C" or extern "C++" block the registration (which
  // declares templates) goes after the outermost block's closing brace.
  const DeclContext *Scope = Outermost->getDeclContext();
  const LinkageSpecDecl *Linkage = nullptr;
  while (const auto *LSD = dyn_cast<LinkageSpecDecl>(Scope)) {
    if (LSD->hasBraces())
      Linkage = LSD;
    Scope = LSD->getDeclContext();
  }
  if (!Scope->isFileContext()) {
    WhyNot = "the type is not declared at namespace scope";
    return false;
  }
  for (const DeclContext *DC = Scope; DC; DC = DC->getParent())
    if (const auto *LSD = dyn_cast<LinkageSpecDecl>(DC);
        LSD && LSD->getLanguage() == LinkageSpecLanguageIDs::C) {
      WhyNot = "the type is in a namespace inside an extern \"C\" block, "
               "where the registration's templates cannot go; describe it "
               "after the block with its qualified name";
      return false;
    }
  SourceLocation Begin = Linkage ? Linkage->getBeginLoc() : Outermost->getBeginLoc();
  SourceLocation End = Linkage ? Linkage->getRBraceLoc() : Outermost->getEndLoc();
  if (Begin.isMacroID() || End.isMacroID()) {
    WhyNot = "the type is defined by a macro";
    return false;
  }
  if (SM.isInSystemHeader(Begin)) {
    WhyNot = "the type is defined in a system header";
    return false;
  }
  const SourceLocation After = Linkage ? Lexer::getLocForEndOfToken(End, 0, SM, LO)
                                       : afterDefinition(End, SM, LO);
  if (After.isInvalid()) {
    WhyNot = "the end of the definition could not be found";
    return false;
  }
  const StringRef Indent = Lexer::getIndentationForLine(Begin, SM);
  // Keep the template head on its own line, aligned.
  std::string Text = Line;
  if (!TemplateHead.empty())
    Text.replace(TemplateHead.size() - 1, 1, ("\n" + Indent).str());
  Fixes.push_back(
      FixItHint::CreateInsertion(After, ("\n" + Indent + Text).str()));
  // The macro must be visible in that file.
  bool Visible = false;
  bool IncludedAfter = false;
  if (PP)
    if (const IdentifierInfo *II = PP->getIdentifierInfo("TIDYJSON_TYPE"))
      if (const MacroInfo *MI = PP->getMacroInfo(II)) {
        FileID Target = SM.getFileID(Begin);
        FileID F = SM.getFileID(MI->getDefinitionLoc());
        for (int Guard = 0; Guard < 256 && F.isValid(); ++Guard) {
          if (F == Target) {
            Visible = true;
            break;
          }
          SourceLocation Inc = SM.getIncludeLoc(F);
          if (Inc.isInvalid())
            break;
          if (SM.getFileID(Inc) == Target) {
            Visible = SM.isBeforeInTranslationUnit(Inc, Begin);
            IncludedAfter = !Visible;
            break;
          }
          F = SM.getFileID(Inc);
        }
      }
  if (IncludedAfter) {
    // The file includes tidyjson after the type: the line would come before
    // the macro exists (and a second include would not help).
    Fixes.clear();
    WhyNot = "the file includes <tidyjson/tidyjson.hpp> after the type's "
             "definition; include it before the type, then describe it";
    return false;
  }
  if (!Visible)
    if (std::optional<FixItHint> Include = Inserter.createIncludeInsertion(
            SM.getFileID(Begin), "<tidyjson/tidyjson.hpp>"))
      Fixes.push_back(*Include);
  return true;
}

void JsonMissingRegistrationCheck::reportUnregistered(
    const CallSite &Site, const Description &Base,
    const CXXRecordDecl *Derived) {
  ASTContext &Ctx = *Model.Ctx;
  const SourceManager &SM = Ctx.getSourceManager();
  const SourceLocation CallLoc = SM.getExpansionLoc(Site.Call->getBeginLoc());
  const Type *Key = Ctx.getRecordType(Derived).getTypePtr();
  if (!Reported.insert({CallLoc.getRawEncoding(), Key}).second)
    return;
  std::vector<FixItHint> Fixes;
  std::string WhyNot;
  const Description *DerivedDesc = Model.describe(Ctx.getRecordType(Derived));
  CharSourceRange Invocation;
  llvm::SmallVector<CharSourceRange, 8> Args;
  if (!DerivedDesc || DerivedDesc->Kind != DescriptionKind::Object) {
    WhyNot = "describe '" + Derived->getNameAsString() +
             "' first, with TIDYJSON_DERIVED_TYPE(" +
             Derived->getNameAsString() + ", " +
             Base.Described->getAsCXXRecordDecl()->getNameAsString() +
             ", members...)";
  } else if (!Fixed.count(Derived->getCanonicalDecl()) &&
             macroArguments(Base.Function->getLocation(), SM,
                            Ctx.getLangOpts(), Invocation, Args) &&
             !SM.isInSystemHeader(Invocation.getBegin())) {
    const std::string Name =
        qualifiedTypeName(Ctx.getRecordType(Derived), Ctx);
    // The invocation ends at its ')': a token range points at it, a
    // character range just past it.
    Fixes.push_back(FixItHint::CreateInsertion(
        Invocation.isTokenRange() ? Invocation.getEnd()
                                  : Invocation.getEnd().getLocWithOffset(-1),
        ", (" + Name + ", \"" + lowerCamel(Derived->getName()) + "\")"));
    Fixed.insert(Derived->getCanonicalDecl());
  }
  const CXXRecordDecl *BaseRD = Base.Described->getAsCXXRecordDecl();
  const SourceLocation Registrations = Base.Function->getLocation();
  Pending.push_back({CallLoc, std::move(Fixes), [this, CallLoc, Derived, BaseRD,
                                        Registrations,
                                        WhyNot](llvm::ArrayRef<FixItHint> F) {
    diag(CallLoc, "%0 derives from polymorphic %1 but is not registered with "
                  "it; writing or reading one fails at run time")
        << Derived << BaseRD << F;
    diag(Registrations, "%0 registers its derived types here",
         DiagnosticIDs::Note)
        << BaseRD;
    diag(Derived->getLocation(), "%0 is defined here", DiagnosticIDs::Note)
        << Derived;
    if (!WhyNot.empty())
      diag(Derived->getLocation(), "no automatic fix: %0", DiagnosticIDs::Note)
          << WhyNot;
  }});
}

/// Emits the reports of reportUndescribed and reportUnregistered. Insertions
/// that several reports make at one place (the lines for a class and the
/// enumeration nested in it, after the class; two derived types appended to
/// one registration) become one insertion, carried by the first of them:
/// clang-apply-replacements refuses a file where two diagnostics insert at
/// the same offset.
void JsonMissingRegistrationCheck::emitPending() {
  // Reports most likely to be shown own the shared insertions.
  const SourceManager &SM = Model.Ctx->getSourceManager();
  std::vector<unsigned> Rank(Pending.size());
  for (size_t R = 0; R < Pending.size(); ++R)
    Rank[R] = carrierRank(Pending[R].At, SM);
  std::vector<size_t> Order; // by rank, then in report order
  for (unsigned Want = 0; Want <= 2; ++Want)
    for (size_t R = 0; R < Pending.size(); ++R)
      if (Rank[R] == Want)
        Order.push_back(R);
  llvm::DenseMap<unsigned, std::pair<size_t, size_t>> Owner; // offset -> (report, fix)
  for (size_t R : Order) {
    std::vector<FixItHint> &Fixes = Pending[R].Fixes;
    for (size_t I = 0; I < Fixes.size();) {
      const FixItHint &F = Fixes[I];
      const bool Insertion = F.RemoveRange.getBegin() == F.RemoveRange.getEnd() &&
                             !F.CodeToInsert.empty() && !F.InsertFromRange.isValid();
      if (!Insertion) {
        ++I;
        continue;
      }
      auto [It, First] =
          Owner.try_emplace(F.RemoveRange.getBegin().getRawEncoding(), R, I);
      if (First) {
        ++I;
        continue;
      }
      Pending[It->second.first].Fixes[It->second.second].CodeToInsert += F.CodeToInsert;
      Fixes.erase(Fixes.begin() + static_cast<std::ptrdiff_t>(I));
    }
  }
  for (const PendingReport &P : Pending)
    P.Emit(P.Fixes);
  Pending.clear();
}

} // namespace clang::tidy::json
